"""Common utility functions for other stdnum modules."""
from stdnum.exceptions import InvalidFormat

_digits = set('0123456789')


def clean(number, deletechars=''):
    """Remove the specified characters from the supplied number."""
    try:
        number = ''.join(x for x in number)
    except Exception:  # noqa: B902
        raise InvalidFormat()
    return ''.join(x for x in number if x not in deletechars)


def isdigits(number):
    """Check whether the provided string only consists of digits."""
    return all(x in _digits for x in number)
