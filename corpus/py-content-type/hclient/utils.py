"""Header value parsing helpers."""


def _unquote(value):
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return value[1:-1].replace('\\"', '"')
    return value


def parse_header_params(parts):
    """Parse ``key=value`` parameters; keys are case-insensitive, values are kept."""
    params = {}
    for part in parts:
        if "=" not in part:
            continue
        key, _, value = part.partition("=")
        params[key.strip().lower()] = _unquote(value)
    return params


def parse_content_type(header):
    """Split a Content-Type header into ``(mimetype, params)``.

    >>> parse_content_type('text/html; charset="utf-8"')
    ('text/html', {'charset': 'utf-8'})
    """
    if not header:
        return "", {}
    parts = header.split(";")
    mimetype = parts[0].strip()
    return mimetype, parse_header_params(parts[1:])


def guess_encoding(header, default="utf-8"):
    mimetype, params = parse_content_type(header)
    if "charset" in params:
        return params["charset"].strip("'\"")
    if mimetype.startswith("text/"):
        return "iso-8859-1"
    return default
