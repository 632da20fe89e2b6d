"""
Independent random variables, the leaves of every AffineScalarFunc.
"""

from math import isinf

from .core import AffineScalarFunc, LinearCombination


class NegativeStdDev(Exception):
    """Raise for a negative standard deviation."""


class Variable(AffineScalarFunc):
    """Representation of a float-like scalar Variable with its uncertainty."""

    __slots__ = ('_std_dev', 'tag')

    def __init__(self, value, std_dev, tag=None):
        super(Variable, self).__init__(value, LinearCombination({self: 1.}))
        self.std_dev = std_dev
        self.tag = tag

    @property
    def std_dev(self):
        return self._std_dev

    @std_dev.setter
    def std_dev(self, std_dev):
        if std_dev < 0 and not isinf(std_dev):
            raise NegativeStdDev("The standard deviation cannot be negative")
        self._std_dev = float(std_dev)

    __hash__ = object.__hash__


def ufloat(nominal_value, std_dev, tag=None):
    """Return a new random variable (Variable object)."""
    return Variable(nominal_value, std_dev, tag=tag)
