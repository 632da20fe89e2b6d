import re

from validators.utils import validator

pattern = re.compile(
    r"^(?:[a-zA-Z0-9]"  # First character of the domain
    r"(?:[a-zA-Z0-9-_]{0,61}[A-Za-z0-9])?\.)"  # Sub domain + hostname
    r"+[A-Za-z0-9][A-Za-z0-9-_]{0,61}"  # First 61 characters of the gTLD
    r"[A-Za-z]$"  # Last character of the gTLD
)


def to_unicode(obj, charset="utf-8", errors="strict"):
    if obj is None:
        return None
    if not isinstance(obj, bytes):
        return str(obj)
    return obj.decode(charset, errors)


@validator
def domain(value):
    """Return whether or not given value is a valid domain.

    Supports IDN domains as well::

        >>> domain('xn----gtbspbbmkef.xn--p1ai')
        True
    """
    try:
        return pattern.match(to_unicode(value).encode("idna").decode("ascii"))
    except (UnicodeError, AttributeError):
        return False
