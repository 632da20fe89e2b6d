"""Project names as pip compares them (PEP 503 normalisation)."""

import re

_SEPARATORS = re.compile(r"[-_.]+")


def canonical(name):
    """'Flask_SQLAlchemy' -> 'flask-sqlalchemy'"""
    return _SEPARATORS.sub("-", name).lower()
