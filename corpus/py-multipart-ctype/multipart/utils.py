import re

# This regex parses an option of a header value (RFC 2231 style: ``key=value``).
OPTION_RE_STR = (
    r'(?:;|^)\s*([^\s()<>@,;:\\"/\[\]?={}\t]+)\s*=\s*("(?:\\.|[^"\\])*"|[^\s;,]+)'
)
OPTION_RE = re.compile(OPTION_RE_STR)
QUOTE = b'"'


def parse_options_header(value):
    """Parses a Content-Type header into a value in the following format: (content_type, {parameters})."""
    if not value:
        return (b"", {})

    # If we are passed a string, we assume that it conforms to WSGI and does
    # not contain any code point that's not in latin-1.
    if isinstance(value, str):
        value = value.encode("latin-1")

    # If we have no options, return the string as-is.
    if b";" not in value:
        return (value.lower().strip(), {})

    # Split at the first semicolon, to get our value and then options.
    ctype, rest = value.split(b";", 1)
    options = {}

    # Parse the options.
    for match in OPTION_RE.finditer(rest.decode("latin-1")):
        key = match.group(1).lower().encode("latin-1")
        value = match.group(2).encode("latin-1")
        if value[0:1] == QUOTE and value[-1:] == QUOTE:
            # Unquote the value.
            value = value[1:-1]
            value = value.replace(b"\\\\", b"\\").replace(b'\\"', b'"')

        options[key] = value

    return ctype.strip(), options
