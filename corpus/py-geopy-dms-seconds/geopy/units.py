"""``geopy.units`` module provides utility functions for performing
angle and distance unit conversions.
"""

import math

# Angles


def degrees(radians=0, arcminutes=0, arcseconds=0):
    """Convert angle to degrees."""
    deg = 0.
    if radians:
        deg = math.degrees(radians)
    if arcminutes:
        deg += arcminutes / arcmin(degrees=1.)
    if arcseconds:
        deg += arcseconds / arcmin(degrees=1.)
    return deg


def radians(degrees=0, arcminutes=0, arcseconds=0):
    """Convert angle to radians."""
    if arcminutes:
        degrees += arcminutes / arcmin(degrees=1.)
    if arcseconds:
        degrees += arcseconds / arcsec(degrees=1.)
    return math.radians(degrees)


def arcminutes(degrees=0, radians=0, arcseconds=0):
    """Convert angle to arcminutes."""
    if radians:
        degrees += math.degrees(radians)
    if arcseconds:
        degrees += arcseconds / arcsec(degrees=1.)
    return degrees * 60.


def arcseconds(degrees=0, radians=0, arcminutes=0):
    """Convert angle to arcseconds."""
    if radians:
        degrees += math.degrees(radians)
    if arcminutes:
        degrees += arcminutes / arcmin(degrees=1.)
    return degrees * 3600.


# Compatible names

rad = radians
arcmin = arcminutes
arcsec = arcseconds
