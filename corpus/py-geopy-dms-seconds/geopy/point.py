""":class:`.Point` data structure."""

import re
from math import fmod

from geopy import units
from geopy.format import DEGREE, DOUBLE_PRIME, PRIME, format_degrees

FLOAT_PATTERN = r'\d+(?:\.\d+)?'

POINT_PATTERN = re.compile(r"""
    .*?
    (?P<latitude>
      (?P<latitude_direction_front>[NS])?[ ]*
        (?P<latitude_degrees>[+-]?%(FLOAT)s)(?:[%(DEGREE)sD\*\u00B0\s][ ]*
        (?:(?P<latitude_arcminutes>%(FLOAT)s)[%(PRIME)s'm][ ]*)?
        (?:(?P<latitude_arcseconds>%(FLOAT)s)[%(DOUBLE_PRIME)s"s][ ]*)?
        )?(?P<latitude_direction_back>[NS])?)
    %(SEP)s
    (?P<longitude>
      (?P<longitude_direction_front>[EW])?[ ]*
      (?P<longitude_degrees>[+-]?%(FLOAT)s)(?:[%(DEGREE)sD\*\u00B0\s][ ]*
      (?:(?P<longitude_arcminutes>%(FLOAT)s)[%(PRIME)s'm][ ]*)?
      (?:(?P<longitude_arcseconds>%(FLOAT)s)[%(DOUBLE_PRIME)s"s][ ]*)?
      )?(?P<longitude_direction_back>[EW])?)
    \s*$
""" % {
    "FLOAT": FLOAT_PATTERN,
    "DEGREE": DEGREE,
    "PRIME": PRIME,
    "DOUBLE_PRIME": DOUBLE_PRIME,
    "SEP": r'\s*[,;/\s]\s*',
}, re.VERBOSE | re.UNICODE)


def _normalize_angle(x, limit):
    """Normalize angle `x` to be within `[-limit; limit)` range."""
    double_limit = limit * 2.0
    modulo = fmod(x, double_limit) or 0.0  # `or 0` is to turn -0 to +0.
    if modulo < -limit:
        return modulo + double_limit
    if modulo >= limit:
        return modulo - double_limit
    return modulo


class Point:
    """A geodetic point with latitude, longitude, and altitude."""

    def __init__(self, latitude=None, longitude=None, altitude=None):
        if isinstance(latitude, str) and longitude is None:
            latitude, longitude, altitude = self.from_string(latitude)
        latitude = float(latitude or 0.0)
        longitude = float(longitude or 0.0)
        if abs(latitude) > 90:
            raise ValueError('Latitude must be in the [-90; 90] range.')
        if abs(longitude) > 180:
            longitude = _normalize_angle(longitude, 180.0)
        self.latitude, self.longitude, self.altitude = latitude, longitude, float(altitude or 0.0)

    def __iter__(self):
        return iter((self.latitude, self.longitude, self.altitude))

    def format(self, deg_char='', min_char='m', sec_char='s'):
        """Format decimal degrees (DD) to degrees minutes seconds (DMS)."""
        symbols = {"deg": deg_char, "arcmin": min_char, "arcsec": sec_char}
        latitude = "%s %s" % (format_degrees(abs(self.latitude), symbols=symbols),
                              self.latitude >= 0 and 'N' or 'S')
        longitude = "%s %s" % (format_degrees(abs(self.longitude), symbols=symbols),
                               self.longitude >= 0 and 'E' or 'W')
        return ", ".join([latitude, longitude])

    @staticmethod
    def parse_degrees(degrees, arcminutes, arcseconds, direction=None):
        """Convert degrees, minutes, seconds and direction (N, S, E, W) to a single angle."""
        degrees = float(degrees)
        arcminutes = float(arcminutes)
        arcseconds = float(arcseconds)

        if arcminutes or arcseconds:
            more = units.degrees(arcminutes=arcminutes, arcseconds=arcseconds)
            if degrees < 0:
                degrees -= more
            else:
                degrees += more

        if direction in [None, 'N', 'E']:
            return degrees
        elif direction in ['S', 'W']:
            return -degrees
        else:
            raise ValueError("Invalid direction! Should be one of [NSEW].")

    @classmethod
    def from_string(cls, string):
        """Create and return a ``(latitude, longitude, altitude)`` tuple from a string."""
        match = re.match(POINT_PATTERN, re.sub(r"''", r'"', string))
        if not match:
            raise ValueError("Failed to create Point instance from string: unknown format.")
        coords = []
        for axis in ('latitude', 'longitude'):
            direction = (match.group(axis + '_direction_front')
                         or match.group(axis + '_direction_back'))
            coords.append(cls.parse_degrees(
                match.group(axis + '_degrees') or 0.0,
                match.group(axis + '_arcminutes') or 0.0,
                match.group(axis + '_arcseconds') or 0.0,
                direction))
        return coords[0], coords[1], None
