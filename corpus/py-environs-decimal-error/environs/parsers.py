"""Value parsers used by Env (reduced from environs' marshmallow fields)."""
import decimal

_TRUE = {"1", "true", "yes", "y", "on", "t"}
_FALSE = {"0", "false", "no", "n", "off", "f"}


def parse_bool(value):
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ValueError("Not a valid boolean.")


def parse_decimal(value):
    return decimal.Decimal(value.strip())


def parse_list(value, subcast=None, delimiter=","):
    if not value:
        return []
    items = [item.strip() for item in value.split(delimiter)]
    return [subcast(item) for item in items] if subcast else items


def parse_dict(value, subcast_keys=None, subcast_values=None):
    result = {}
    for item in parse_list(value):
        key, val = item.split("=", 1)
        key = subcast_keys(key.strip()) if subcast_keys else key.strip()
        result[key] = subcast_values(val.strip()) if subcast_values else val.strip()
    return result
