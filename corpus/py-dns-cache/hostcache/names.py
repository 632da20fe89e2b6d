"""Host-name normalisation and validation."""

import re

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")


class InvalidName(ValueError):
    pass


def normalize(name):
    """Lower-case, without the trailing root dot: 'API.Example.com.' -> 'api.example.com'."""
    name = name.strip().lower()
    if name.endswith("."):
        name = name[:-1]
    if not name or len(name) > 253 or not all(_LABEL.match(p) for p in name.split(".")):
        raise InvalidName(name)
    return name
