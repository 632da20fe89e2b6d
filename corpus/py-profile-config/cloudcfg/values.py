"""Typed access to raw string settings."""

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off"}


def as_bool(raw, default=False):
    if raw is None:
        return default
    word = str(raw).strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    return default


def as_int(raw, default=None):
    """Integer value of a setting; `default` when it is unset or not a number."""
    try:
        return int(raw)
    except TypeError:
        return default


def as_list(raw, sep=","):
    if not raw:
        return []
    return [item.strip() for item in raw.split(sep) if item.strip()]
