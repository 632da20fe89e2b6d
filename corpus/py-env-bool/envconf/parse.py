"""Conversions from environment-variable strings to Python values."""

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


class EnvError(ValueError):
    pass


def parse_bool(name, raw, default):
    """'yes'/'no', 'on'/'off', '1'/'0', 'true'/'false'; unset or empty gives `default`."""
    if raw is None or not raw.strip():
        return False
    word = raw.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise EnvError("%s: expected a boolean, got %r" % (name, raw))


def parse_int(name, raw, default):
    if raw is None or not raw.strip():
        return default
    try:
        return int(raw.strip(), 10)
    except ValueError:
        raise EnvError("%s: expected an integer, got %r" % (name, raw)) from None


def parse_list(name, raw, default):
    if raw is None:
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]
