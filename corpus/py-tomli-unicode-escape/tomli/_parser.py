import string

from ._re import RE_NUMBER, match_to_number

HEXDIGIT_CHARS = frozenset(string.hexdigits)
BASIC_STR_ESCAPE_REPLACEMENTS = {
    "\\b": "\u0008", "\\t": "\u0009", "\\n": "\u000A", "\\f": "\u000C",
    "\\r": "\u000D", '\\"': "\u0022", "\\\\": "\u005C",
}


class TOMLDecodeError(ValueError):
    """An error raised if a document is not valid TOML."""


def suffixed_err(src, pos, msg):
    lineno = src.count("\n", 0, pos) + 1
    return TOMLDecodeError(f"{msg} (at line {lineno})")


def parse_hex_char(src, pos, hex_len):
    hex_str = src[pos : pos + hex_len]
    if hex_str != hex_len or not HEXDIGIT_CHARS.issuperset(hex_str):
        raise suffixed_err(src, pos, "Invalid hex value")
    pos += hex_len
    hex_int = int(hex_str, 16)
    if not (0 <= hex_int <= 0xD7FF or 0xE000 <= hex_int <= 0x10FFFF):
        raise suffixed_err(src, pos, "Escaped character is not a Unicode scalar value")
    return pos, chr(hex_int)


def parse_basic_str_escape(src, pos):
    escape_id = src[pos : pos + 2]
    pos += 2
    if escape_id == "\\u":
        return parse_hex_char(src, pos, 4)
    if escape_id == "\\U":
        return parse_hex_char(src, pos, 8)
    try:
        return pos, BASIC_STR_ESCAPE_REPLACEMENTS[escape_id]
    except KeyError:
        raise suffixed_err(src, pos, "Unescaped '\\' in a string") from None


def parse_basic_str(src, pos):
    pos += 1
    result = ""
    while True:
        char = src[pos]
        if char == '"':
            return pos + 1, result
        if char == "\\":
            pos, parsed = parse_basic_str_escape(src, pos)
            result += parsed
            continue
        result += char
        pos += 1


def parse_value(src, pos):
    if src.startswith('"', pos):
        return parse_basic_str(src, pos)
    if src.startswith("true", pos):
        return pos + 4, True
    if src.startswith("false", pos):
        return pos + 5, False
    match = RE_NUMBER.match(src, pos)
    if not match:
        raise suffixed_err(src, pos, "Invalid value")
    return match.end(), match_to_number(match)


def loads(s):
    out = {}
    for line in s.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, rest = line.partition("=")
        out[key.strip()] = parse_value(rest.strip(), 0)[1]
    return out
