"""
geopy is a Python client for several popular geocoding web services.
"""

from geopy.point import Point

__version__ = "2.4.1"
__all__ = ("Point",)
