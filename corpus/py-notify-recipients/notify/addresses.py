"""E-mail address lists as they come from settings: a string, a list, or None."""

from email.utils import getaddresses, parseaddr


def normalize(address):
    """'Ops Team <OPS@Example.com>' -> 'ops@example.com'; '' for junk."""
    _, addr = parseaddr(address)
    return addr.lower() if "@" in addr else ""


def as_list(value):
    """Accept 'a@x, b@x', ['a@x', 'b@x'] or None."""
    if value is None:
        return []
    if isinstance(value, str):
        return [addr for _, addr in getaddresses([value]) if addr]
    return list(value)


def merge(*groups):
    """All addresses of all groups, normalized, first occurrence wins."""
    collected = []
    for group in groups:
        collected.append(as_list(group))
    seen, result = set(), []
    for address in collected:
        key = normalize(address)
        if key and key not in seen:
            seen.add(key)
            result.append(key)
    return result
