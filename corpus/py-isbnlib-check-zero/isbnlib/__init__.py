"""Library to validate, clean, transform and get metadata of ISBN strings."""

from ._core import (EAN13, canonical, check_digit10, check_digit13, is_isbn10,
                    is_isbn13, notisbn, to_isbn10, to_isbn13)

ean13 = EAN13

__version__ = '3.10.14'
