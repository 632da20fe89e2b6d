"""A pure Python implementation of the JSON5 configuration language."""
from .lib import dump, dumps
from .version import VERSION

__all__ = ['VERSION', 'dump', 'dumps']
