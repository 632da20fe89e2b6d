"""Core classes: numbers with a first-order linear dependence on Variables."""

import collections
from math import sqrt

from . import ops


class LinearCombination(object):
    """
    Linear combination of Variable differentials: either an expanded dict
    mapping each Variable to the coefficient of its differential, or a
    list of (coefficient, LinearCombination) pairs expanded when needed.
    """

    __slots__ = "linear_combo"

    def __init__(self, linear_combo):
        self.linear_combo = linear_combo

    def expanded(self):
        """Return True if and only if the linear combination is expanded."""
        return isinstance(self.linear_combo, dict)

    def expand(self):
        """Expand the linear combination into a collections.defaultdict(float)."""
        derivatives = collections.defaultdict(float)
        while self.linear_combo:
            (main_factor, main_expr) = self.linear_combo.pop()
            if main_expr.expanded():
                for (var, factor) in main_expr.linear_combo.items():
                    derivatives[var] = main_factor * factor
            else:
                for (factor, expr) in main_expr.linear_combo:
                    self.linear_combo.append((main_factor * factor, expr))
        self.linear_combo = derivatives


class AffineScalarFunc(object):
    """Affine function of Variables: the local (linear) behaviour of any function."""

    __slots__ = ('_nominal_value', '_linear_part')

    def __init__(self, nominal_value, linear_part):
        self._nominal_value = float(nominal_value)
        self._linear_part = linear_part

    @property
    def nominal_value(self):
        """Nominal value of the random number."""
        return self._nominal_value

    n = nominal_value

    @property
    def derivatives(self):
        """Mapping from each Variable to the derivative with respect to it."""
        if not self._linear_part.expanded():
            self._linear_part.expand()
            self._linear_part.linear_combo.default_factory = None
        return self._linear_part.linear_combo

    def error_components(self):
        """Individual components of the standard deviation, one per Variable."""
        error_components = {}
        for (variable, derivative) in self.derivatives.items():
            if variable._std_dev == 0:
                error_components[variable] = 0
            else:
                error_components[variable] = abs(derivative * variable._std_dev)
        return error_components

    @property
    def std_dev(self):
        """Standard deviation of the affine function."""
        return sqrt(sum(delta**2 for delta in self.error_components().values()))

    s = std_dev

    def __repr__(self):
        std_dev = self.std_dev
        return "%r+/-%r" % (self.nominal_value, std_dev) if std_dev else "%r+/-0" % self.nominal_value

    def __neg__(self):
        return AffineScalarFunc(-self._nominal_value,
                                LinearCombination([(-1., self._linear_part)]))


def to_affine_scalar(x):
    """Transform x into a constant affine scalar function, if needed."""
    if isinstance(x, AffineScalarFunc):
        return x
    if isinstance(x, (int, float)):
        return AffineScalarFunc(x, LinearCombination({}))
    raise ops.NotUpcast("%s cannot be converted to a number with uncertainty" % type(x))


ops.add_arithmetic_ops(AffineScalarFunc, LinearCombination, to_affine_scalar)
