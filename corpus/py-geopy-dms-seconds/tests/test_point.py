import math
import unittest

from geopy import Point, units


class PointTestCase(unittest.TestCase):
    lat = +10.0
    lon = -20.0

    def assert_point(self, point, latitude, longitude):
        self.assertAlmostEqual(point.latitude, latitude, places=6)
        self.assertAlmostEqual(point.longitude, longitude, places=6)

    def test_point_float(self):
        point = Point(self.lat, self.lon)
        self.assertEqual(tuple(point), (self.lat, self.lon, 0.0))

    def test_point_from_decimal_string(self):
        self.assert_point(Point("41.5, -81.0"), 41.5, -81.0)
        self.assert_point(Point("41.5;81.0"), 41.5, 81.0)

    def test_point_from_string_with_directions(self):
        self.assert_point(Point("41.5 N, 81.0 W"), 41.5, -81.0)
        self.assert_point(Point("S 41.5 E 81.0"), -41.5, 81.0)

    def test_point_from_degrees_minutes(self):
        self.assert_point(Point("41 30m N, 81 15m W"), 41.5, -81.25)
        self.assert_point(Point("41 30' S, 81 0' E"), -41.5, 81.0)

    def test_point_from_dms_string(self):
        self.assert_point(Point("41 30m 36s N, 81 41m 24s W"), 41.51, -81.69)

    def test_point_from_unicode_dms_string(self):
        self.assert_point(Point("48°51′24″N, 2°21′3″E"), 48.856667, 2.350833)

    def test_point_format(self):
        self.assertEqual(Point(41.5, -81.0).format(), "41 30m 0s N, 81 0m 0s W")
        self.assertEqual(Point(-33.875, 151.25).format(), "33 52m 30s S, 151 15m 0s E")

    def test_longitude_normalization(self):
        self.assert_point(Point(0, 190), 0, -170)
        self.assert_point(Point(0, -540), 0, -180)

    def test_invalid_latitude(self):
        with self.assertRaises(ValueError):
            Point(95, 0)
        with self.assertRaises(ValueError):
            Point("not a point")

    def test_units(self):
        self.assertAlmostEqual(units.radians(degrees=180), math.pi)
        self.assertEqual(units.arcseconds(degrees=1), 3600.0)
        self.assertEqual(units.arcminutes(radians=math.pi), 10800.0)
