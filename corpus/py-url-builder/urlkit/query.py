"""Query strings from keyword arguments, the way most HTTP clients encode them."""
from urllib.parse import quote, urlsplit, urlunsplit


def _encode_value(value):
    if value is True:
        return "true"
    if value is False:
        return "false"
    return quote(str(value), safe="")


def encode_params(params):
    """'k=v&k2=v2'; None values are left out, lists and tuples repeat the key."""
    pairs = []
    for key, value in params.items():
        if value is None:
            continue
        values = value if isinstance(value, (list, tuple)) else [value]
        pairs += [f"{quote(str(key), safe='')}={_encode_value(v)}" for v in values]
    return "&".join(pairs)


def with_query(url, params):
    """`url` with `params` appended to whatever query string it already has."""
    query = encode_params(params)
    scheme, netloc, path, existing, fragment = urlsplit(url)
    if existing:
        query = f"{existing}&{query}"
    return urlunsplit((scheme, netloc, path, query, fragment))
