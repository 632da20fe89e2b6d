"""
Convert strings (and dictionary keys) between snake case, camel case and
pascal case in Python. Inspired by Humps for Node.

    >>> import humps
    >>> humps.camelize("jack_in_the_box")
    'jackInTheBox'
    >>> humps.decamelize({"fooBar": [{"bazQux": 1}]})
    {'foo_bar': [{'baz_qux': 1}]}
"""
from humps.main import (
    camelize,
    decamelize,
    depascalize,
    is_camelcase,
    is_pascalcase,
    is_snakecase,
    pascalize,
)

__all__ = [
    "camelize",
    "decamelize",
    "depascalize",
    "is_camelcase",
    "is_pascalcase",
    "is_snakecase",
    "pascalize",
]
