"""Convert to and from Roman numerals"""
from .convert import fromRoman, toRoman
from .numerals import (InvalidRomanNumeralError, NotIntegerError, OutOfRangeError,
                       RomanError)

__author__ = "Mark Pilgrim (f8dy@diveintopython.org)"
__version__ = "4.2"
