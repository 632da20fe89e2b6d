"""Typed accessors of ConfigTree (get_string, get_int, get_bool)."""
from pyhocon.config_tree import ConfigTree, UndefinedKey
from pyhocon.exceptions import ConfigException


def get_string(self, key, default=UndefinedKey):
    """Return string representation of value found at key"""
    value = self.get(key, default)
    if value is None:
        return None
    string_value = str(value)
    if isinstance(value, bool):
        string_value = string_value.lower()
    return string_value


def get_int(self, key, default=UndefinedKey):
    """Return int representation of value found at key"""
    value = self.get(key, default)
    if value is None or isinstance(value, int):
        return value
    raise ConfigException(u"{key} has type '{type}' rather than 'int'".format(key=key, type=type(value).__name__))


def get_bool(self, key, default=UndefinedKey):
    """Return boolean representation of value found at key"""
    # String conversions as per API-recommendations:
    # https://github.com/typesafehub/config/blob/master/HOCON.md#automatic-type-conversions
    bool_conversions = {
        None: None,
        'true': True, 'yes': True, 'on': True,
        'false': False, 'no': False, 'off': False
    }
    string_value = get_string(self, key, default)
    if string_value is not None:
        string_value = string_value.lower()
    try:
        return bool_conversions[string_value]
    except KeyError:
        raise ConfigException(
            u"{key} does not translate to a Boolean value".format(key=key))


for _name in ('get_string', 'get_int', 'get_bool'):
    setattr(ConfigTree, _name, globals()[_name])
