import re

from validators.domain import domain
from validators.utils import validator

user_regex = re.compile(
    # dot-atom
    r"(^[-!#$%&'*+/=?^_`{}|~0-9A-Z]+"
    r"(\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*$"
    # quoted-string
    r'|^"([\001-\010\013\014\016-\037!#-\[\]-\177]|'
    r"""\\[\001-\011\013\014\016-\177])*"$)""",
    re.IGNORECASE,
)
domain_literal_regex = re.compile(
    # literal form, ipv4 or ipv6 address (SMTP 4.1.3)
    r"\[([A-f0-9:\.]+)\]$",
    re.IGNORECASE,
)


@validator
def email(value, whitelist=None):
    """Validate an email address.

    Examples::

        >>> email('someone@example.com')
        True

        >>> email('bogus@@')
        ValidationFailure(func=email, ...)
    """
    if whitelist is None:
        whitelist = ["localhost"]

    if not value or "@" not in value:
        return False

    user_part, domain_part = value.split("@", 1)

    if not user_regex.match(user_part):
        return False

    if len(user_part.encode("utf-8")) > 64:
        return False

    if domain_part not in whitelist and not domain(domain_part):
        # Try for possible IPv4/IPv6 literal address
        return bool(domain_literal_regex.match(domain_part))

    return True
