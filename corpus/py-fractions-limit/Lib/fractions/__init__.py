"""Fraction, infinite-precision, rational numbers."""
from ._fraction import Fraction

__all__ = ['Fraction']
