"""Web mercator XYZ tile utilities"""

from collections import namedtuple
import math
import warnings

__version__ = "1.2.1"

__all__ = [
    "Bbox", "LngLat", "LngLatBbox", "Tile", "bounding_tile", "bounds", "children",
    "lnglat", "parent", "quadkey", "quadkey_to_tile", "tile", "ul", "xy",
]

R2D = 180 / math.pi
RE = 6378137.0
CE = 2 * math.pi * RE
EPSILON = 1e-14
LL_EPSILON = 1e-11


Tile = namedtuple("Tile", ["x", "y", "z"])
"""An XYZ web mercator tile"""

LngLat = namedtuple("LngLat", ["lng", "lat"])
"""A longitude and latitude pair"""

LngLatBbox = namedtuple("LngLatBbox", ["west", "south", "east", "north"])
"""A geographic bounding box"""

Bbox = namedtuple("Bbox", ["left", "bottom", "right", "top"])
"""A web mercator bounding box"""


class MercantileError(Exception):
    """Base exception"""


class InvalidLatitudeError(MercantileError):
    """Raised when math errors occur beyond ~85 degrees N or S"""


class InvalidZoomError(MercantileError):
    """Raised when a zoom level is invalid"""


class QuadKeyError(MercantileError):
    """Raised when errors occur in computing or parsing quad keys"""


def _parse_tile_arg(*args):
    """parse the *tile arg of module functions"""
    if len(args) == 1:
        args = args[0]
    if len(args) == 3:
        return Tile(*args)
    else:
        raise MercantileError("the tile argument may have 1 or 3 values. Note that zoom is a keyword-only argument")


def ul(*tile):
    """Returns the upper left longitude and latitude of a tile"""
    xtile, ytile, zoom = _parse_tile_arg(*tile)
    Z2 = math.pow(2, zoom)
    lon_deg = xtile / Z2 * 360.0 - 180.0
    lat_rad = math.atan(math.sinh(math.pi * (1 - 2 * ytile / Z2)))
    lat_deg = math.degrees(lat_rad)
    return LngLat(lon_deg, lat_deg)


def bounds(*tile):
    """Returns the bounding box of a tile"""
    xtile, ytile, zoom = _parse_tile_arg(*tile)
    a = ul(xtile, ytile, zoom)
    b = ul(xtile + 1, ytile + 1, zoom)
    return LngLatBbox(a[0], b[1], b[0], a[1])


def truncate_lnglat(lng, lat):
    if lng > 180.0:
        lng = 180.0
    elif lng < -180.0:
        lng = -180.0
    if lat > 90.0:
        lat = 90.0
    elif lat < -90.0:
        lat = -90.0
    return lng, lat


def xy(lng, lat, truncate=False):
    """Convert longitude and latitude to web mercator x, y"""
    if truncate:
        lng, lat = truncate_lnglat(lng, lat)
    x = RE * math.radians(lng)
    if lat <= -90:
        y = float("-inf")
    elif lat >= 90:
        y = float("inf")
    else:
        y = RE * math.log(math.tan((math.pi * 0.25) + (0.5 * math.radians(lat))))
    return x, y


def lnglat(x, y, truncate=False):
    """Convert web mercator x, y to longitude and latitude"""
    lng, lat = (x * R2D / RE, ((math.pi * 0.5) - 2.0 * math.atan(math.exp(-y / RE))) * R2D)
    if truncate:
        lng, lat = truncate_lnglat(lng, lat)
    return LngLat(lng, lat)


def _xy(lng, lat, truncate=False):
    if truncate:
        lng, lat = truncate_lnglat(lng, lat)
    x = lng / 360.0 + 0.5
    sinlat = math.sin(math.radians(lat))
    try:
        y = 0.5 - 0.25 * math.log((1.0 + sinlat) / (1.0 - sinlat)) / math.pi
    except (ValueError, ZeroDivisionError):
        raise InvalidLatitudeError("Y can not be computed: lat={!r}".format(lat))
    else:
        return x, y


def tile(lng, lat, zoom, truncate=False):
    """Get the tile containing a longitude and latitude"""
    x, y = _xy(lng, lat, truncate=truncate)
    Z2 = math.pow(2, zoom)

    if x <= 0:
        xtile = 0
    elif x >= 1:
        xtile = int(Z2 - 1)
    else:
        # To address loss of precision in round-tripping between tile
        # and lng/lat, points within EPSILON of the right side of a tile
        # are counted in the next tile over.
        xtile = int(math.floor((x + EPSILON) * Z2))

    if y <= 0:
        ytile = 0
    elif y >= 1:
        ytile = int(Z2 - 1)
    else:
        ytile = int(math.floor((y + EPSILON) * Z2))

    return Tile(xtile, ytile, zoom)


def quadkey(*tile):
    """Get the quadkey of a tile"""
    xtile, ytile, zoom = _parse_tile_arg(*tile)
    qk = []
    for z in range(zoom, 0, -1):
        digit = 0
        mask = 1 << (z - 1)
        if xtile & mask:
            digit += 1
        if ytile & mask:
            digit += 2
        qk.append(str(digit))
    return "".join(qk)


def quadkey_to_tile(qk):
    """Get the tile corresponding to a quadkey"""
    if len(qk) == 0:
        return Tile(0, 0, 0)
    xtile, ytile = 0, 0
    for i, digit in enumerate(reversed(qk)):
        mask = 1 << i
        if digit == "1":
            xtile = xtile | mask
        elif digit == "2":
            ytile = ytile | mask
        elif digit == "3":
            xtile = xtile | mask
            ytile = ytile | mask
        elif digit != "0":
            warnings.warn("QuadKeyError will not derive from ValueError in mercantile 2.0.", DeprecationWarning)
            raise QuadKeyError("Unexpected quadkey digit: %r", digit)
    return Tile(xtile, ytile, i + 1)


def parent(*tile):
    """Get the parent of a tile"""
    xtile, ytile, ztile = _parse_tile_arg(*tile)
    if ztile == 0:
        return None
    return Tile(xtile // 2, ytile // 2, ztile - 1)


def children(*tile):
    """Get the children of a tile"""
    xtile, ytile, ztile = _parse_tile_arg(*tile)
    return [
        Tile(xtile * 2, ytile * 2, ztile + 1),
        Tile(xtile * 2 + 1, ytile * 2, ztile + 1),
        Tile(xtile * 2 + 1, ytile * 2 + 1, ztile + 1),
        Tile(xtile * 2, ytile * 2 + 1, ztile + 1),
    ]


def rshift(val, n):
    return (val % 0x100000000) >> n


def bounding_tile(*bbox, **kwds):
    """Get the smallest tile containing a geographic bounding box

    NB: when the bbox spans lines of lng 0 or lat 0, the bounding tile
    will be Tile(x=0, y=0, z=0).
    """
    if len(bbox) == 2:
        bbox += bbox
    w, s, e, n = bbox
    truncate = bool(kwds.get("truncate"))
    if truncate:
        w, s = truncate_lnglat(w, s)
        e, n = truncate_lnglat(e, n)

    e = e - LL_EPSILON
    s = s + LL_EPSILON

    try:
        tmin = tile(w, n, 32)
        tmax = tile(e, s, 32)
    except InvalidLatitudeError:
        return Tile(0, 0, 0)

    cell = tmin[:2] + tmax[:2]
    z = _getBboxZoom(*cell)
    if z == 0:
        return Tile(0, 0, 0)
    x = rshift(cell[0], (32 - z))
    y = rshift(cell[1], (32 - z))
    return Tile(x, y, z)


def _getBboxZoom(*bbox):
    MAX_ZOOM = 28
    for z in range(0, MAX_ZOOM):
        mask = 1 << (32 - z)
        if (bbox[0] & mask) != (bbox[2] & mask) or (bbox[1] & mask) != (bbox[3] & mask):
            return z
    return MAX_ZOOM
