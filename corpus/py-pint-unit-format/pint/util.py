"""
    pint.util
    ~~~~~~~~~

    Miscellaneous functions for pint.
"""
from .formatting import formatter


class UnitsContainer:
    """The UnitsContainer stores the product of units and their respective
    exponent and implements the corresponding operations."""

    __slots__ = ("_d",)

    def __init__(self, *args, **kwargs):
        d = dict(*args, **kwargs)
        self._d = {key: value for key, value in d.items() if value != 0}

    def copy(self):
        return UnitsContainer(self._d)

    def items(self):
        return self._d.items()

    def __eq__(self, other):
        if isinstance(other, UnitsContainer):
            other = other._d
        return self._d == other

    def __mul__(self, other):
        new = dict(self._d)
        for key, value in other.items():
            new[key] = new.get(key, 0) + value
        return UnitsContainer(new)

    def __pow__(self, other):
        return UnitsContainer({key: value * other for key, value in self._d.items()})

    def __truediv__(self, other):
        new = dict(self._d)
        for key, value in other.items():
            new[key] = new.get(key, 0) - value
        return UnitsContainer(new)

    def __str__(self):
        if not self._d:
            return "dimensionless"
        return formatter(self._d.items())

    def format_babel(self, single_denominator=True):
        return formatter(self._d.items(), single_denominator=single_denominator)
