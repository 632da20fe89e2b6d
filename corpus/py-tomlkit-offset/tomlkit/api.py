from ._utils import RFC_3339_LOOSE, parse_rfc3339


class ParseError(ValueError):
    """This error occurs when the parser encounters a syntax error
    in the TOML being parsed."""


def value(raw):
    """Parse a simple value from a string.

    :Example:

    >>> value("1")
    1
    >>> value("true")
    True
    """
    raw = raw.strip()
    if raw in ("true", "false"):
        return raw == "true"
    if len(raw) >= 2 and raw[0] == raw[-1] == '"':
        return raw[1:-1]
    if raw and RFC_3339_LOOSE.match(raw):
        try:
            return parse_rfc3339(raw)
        except ValueError as e:
            raise ParseError(f"Invalid date or time: {raw!r}") from e
    clean = raw.replace("_", "")
    for prefix, base in (("0x", 16), ("0o", 8), ("0b", 2)):
        if clean.startswith(prefix):
            return int(clean[2:], base)
    try:
        return int(clean)
    except ValueError:
        pass
    try:
        return float(clean)
    except ValueError:
        raise ParseError(f"Invalid value: {raw!r}") from None
