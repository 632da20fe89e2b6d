""" Tablib. """
from tablib.core import Dataset, InvalidDimensions, UnsupportedFormat

__version__ = '3.5.0'
__all__ = ['Dataset', 'InvalidDimensions', 'UnsupportedFormat']
