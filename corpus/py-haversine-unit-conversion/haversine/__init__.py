"""Calculate the distance (in various units) between two points on Earth
using their latitude and longitude.

    >>> from haversine import haversine, Unit
    >>> lyon = (45.7597, 4.8422)  # (lat, lon)
    >>> paris = (48.8567, 2.3508)
    >>> haversine(lyon, paris)
    392.2172595594006  # in kilometers
    >>> haversine(lyon, paris, unit=Unit.MILES)
    243.71250609539814  # in miles
    >>> haversine(lyon, paris, unit='mi')
    243.71250609539814  # the unit can also be given by its value

The inverse problem, where to end up when travelling a distance in a given
direction, is solved by ``inverse_haversine``.
"""
from .haversine import (
    Direction,
    Unit,
    get_avg_earth_radius,
    haversine,
    inverse_haversine,
)

__all__ = ["Direction", "Unit", "get_avg_earth_radius", "haversine", "inverse_haversine"]
