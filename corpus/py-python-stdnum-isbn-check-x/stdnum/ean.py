# ean.py - functions for handling EANs
#
# Copyright (C) 2011-2021 Arthur de Jong

"""EAN (International Article Number).

Module for handling EAN (International Article Number) codes. This
module handles numbers EAN-13, EAN-8, UPC (12-digit) and GTIN (EAN-14)
format.

>>> calc_check_digit('978047111709')
'4'
"""

def calc_check_digit(number):
    """Calculate the EAN check digit for 13-digit numbers. The number passed
    should not have the check bit included."""
    return str((10 - sum((3, 1)[i % 2] * int(n)
                         for i, n in enumerate(reversed(number)))) % 10)

