"""
uncertainties: calculations with numbers that have uncertainties.

Correlations between expressions are automatically taken into account
(x - x is exactly zero, whatever the uncertainty on x).
"""

from .core import AffineScalarFunc
from .variable import Variable, NegativeStdDev, ufloat

__version__ = '3.2.1'
