"""
TextDistance.
Compute distance between sequences.
"""

# main package info
__title__ = 'TextDistance'
__version__ = '4.6.0'
__author__ = 'Gram (@orsinium)'
__license__ = 'MIT'


# version synonym
VERSION = __version__


# app
from .algorithms.edit_based import Hamming, Levenshtein, hamming, levenshtein  # noQA
