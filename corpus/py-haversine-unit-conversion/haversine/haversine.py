from enum import Enum
from math import asin, atan2, cos, degrees, pi, radians, sin, sqrt

# mean earth radius - https://en.wikipedia.org/wiki/Earth_radius#Mean_radius
_AVG_EARTH_RADIUS_KM = 6371.0088


class Unit(str, Enum):
    """Enumeration of supported units; the full list is `tuple(Unit)`."""
    KILOMETERS = 'km'
    METERS = 'm'
    MILES = 'mi'
    NAUTICAL_MILES = 'nmi'
    FEET = 'ft'
    RADIANS = 'rad'


class Direction(float, Enum):
    """Enumeration of supported directions. Angles expressed in radians."""
    NORTH = 0.0
    EAST = pi * 0.5
    SOUTH = pi
    WEST = pi * 1.5


# Unit values taken from http://www.unitconversion.org/unit_converter/length.html
_CONVERSIONS = {
    Unit.KILOMETERS: 1.0,
    Unit.METERS: 1000.0,
    Unit.MILES: 0.621371192,
    Unit.NAUTICAL_MILES: 0.539956803,
    Unit.FEET: 3280.839895013,
    Unit.RADIANS: 1 / _AVG_EARTH_RADIUS_KM,
}


def get_avg_earth_radius(unit):
    return _AVG_EARTH_RADIUS_KM / _CONVERSIONS[unit]


def _normalize(lat, lon):
    """Normalize point to [-90, 90] latitude and [-180, 180] longitude."""
    lat = (lat + 90) % 360 - 90
    if lat > 90:
        lat = 180 - lat
        lon += 180
    lon = (lon + 180) % 360 - 180
    return lat, lon


def _ensure_lat_lon(lat, lon):
    """Ensure that the given latitude and longitude have proper values. An exception is raised if they are not."""
    if lat < -90 or lat > 90:
        raise ValueError(f"Latitude {lat} is out of range [-90, 90]")
    if lon < -180 or lon > 180:
        raise ValueError(f"Longitude {lon} is out of range [-180, 180]")


def _haversine_kernel(lat1, lng1, lat2, lng2):
    """Compute the haversine distance on unit sphere. Inputs are in degrees."""
    lat1, lng1, lat2, lng2 = map(radians, (lat1, lng1, lat2, lng2))
    lat = lat2 - lat1
    lng = lng2 - lng1
    d = sin(lat * 0.5) ** 2 + cos(lat1) * cos(lat2) * sin(lng * 0.5) ** 2
    return 2 * asin(sqrt(d))


def haversine(point1, point2, unit=Unit.KILOMETERS, normalize=False, check=True):
    """Great-circle distance between two (lat, lon) points in decimal degrees, in `unit`."""
    lat1, lng1 = point1
    lat2, lng2 = point2
    if normalize:
        lat1, lng1 = _normalize(lat1, lng1)
        lat2, lng2 = _normalize(lat2, lng2)
    elif check:
        _ensure_lat_lon(lat1, lng1)
        _ensure_lat_lon(lat2, lng2)
    return get_avg_earth_radius(unit) * _haversine_kernel(lat1, lng1, lat2, lng2)


def inverse_haversine(point, distance, direction, unit=Unit.KILOMETERS):
    """Return the point reached by travelling `distance` from `point` in `direction`."""
    lat, lng = map(radians, point)
    d, r = distance, get_avg_earth_radius(unit)
    brng = direction.value if isinstance(direction, Direction) else direction
    return_lat = asin(sin(lat) * cos(d / r) + cos(lat) * sin(d / r) * cos(brng))
    return_lng = lng + atan2(sin(brng) * sin(d / r) * cos(lat), cos(d / r) - sin(lat) * sin(return_lat))
    return degrees(return_lat), degrees(return_lng)
