import unittest

import utm as UTM


class UTMTestCase(unittest.TestCase):

    def assert_utm_equal(self, a, b):
        self.assertAlmostEqual(a[0], b[0], 0)
        self.assertAlmostEqual(a[1], b[1], 0)
        self.assertEqual(a[2], b[2])
        self.assertEqual(a[3].upper(), b[3].upper())

    def assert_latlon_equal(self, a, b):
        self.assertAlmostEqual(a[0], b[0], 4)
        self.assertAlmostEqual(a[1], b[1], 4)


class KnownValues(UTMTestCase):
    known_values = [
        # Aachen, Germany
        (
            (50.77535, 6.08389),
            (294409, 5628898, 32, 'U'),
        ),
        # New York, USA
        (
            (40.71435, -74.00597),
            (583960, 4507523, 18, 'T'),
        ),
        # Wellington, New Zealand
        (
            (-41.28646, 174.77624),
            (313784, 5427057, 60, 'G'),
        ),
        # Capetown, South Africa
        (
            (-33.92487, 18.42406),
            (261878, 6243186, 34, 'H'),
        ),
    ]

    def test_from_latlon(self):
        for latlon, utm in self.known_values:
            result = UTM.from_latlon(*latlon)
            self.assert_utm_equal(utm, result)

    def test_to_latlon(self):
        for latlon, utm in self.known_values:
            result = UTM.to_latlon(*utm)
            self.assert_latlon_equal(latlon, result)

    def test_to_latlon_northern_flag(self):
        for latlon, utm in self.known_values:
            result = UTM.to_latlon(*utm[:3], northern=latlon[0] >= 0)
            self.assert_latlon_equal(latlon, result)

    def test_to_latlon_lowercase_zone_letter(self):
        for latlon, utm in self.known_values:
            result = UTM.to_latlon(utm[0], utm[1], utm[2], utm[3].lower())
            self.assert_latlon_equal(latlon, result)

    def test_round_trip_southern_hemisphere(self):
        easting, northing, zone_number, zone_letter = UTM.from_latlon(-23.5505, -46.6333)
        lat, lon = UTM.to_latlon(easting, northing, zone_number, zone_letter.lower())
        self.assert_latlon_equal((-23.5505, -46.6333), (lat, lon))


class BadInput(UTMTestCase):

    def test_from_latlon_range_checks(self):
        self.assertRaises(UTM.OutOfRangeError, UTM.from_latlon, -100, 0)
        self.assertRaises(UTM.OutOfRangeError, UTM.from_latlon, 85, 0)
        self.assertRaises(UTM.OutOfRangeError, UTM.from_latlon, 0, -300)

    def test_to_latlon_range_checks(self):
        self.assertRaises(UTM.OutOfRangeError, UTM.to_latlon, 99999, 5000000, 32, 'U')
        self.assertRaises(UTM.OutOfRangeError, UTM.to_latlon, 500000, 5000000, 0, 'U')
        self.assertRaises(UTM.OutOfRangeError, UTM.to_latlon, 500000, 5000000, 32, 'I')
        self.assertRaises(ValueError, UTM.to_latlon, 500000, 5000000, 32)
        self.assertRaises(ValueError, UTM.to_latlon, 500000, 5000000, 32, 'U', northern=True)


class Zones(UTMTestCase):

    def test_zone_letters(self):
        self.assertEqual(UTM.latitude_to_zone_letter(-80), 'C')
        self.assertEqual(UTM.latitude_to_zone_letter(0), 'N')
        self.assertEqual(UTM.latitude_to_zone_letter(-0.1), 'M')
        self.assertEqual(UTM.latitude_to_zone_letter(84), 'X')

    def test_norway_and_svalbard(self):
        self.assertEqual(UTM.latlon_to_zone_number(60, 5), 32)
        self.assertEqual(UTM.latlon_to_zone_number(60, 2), 31)
        self.assertEqual(UTM.latlon_to_zone_number(78, 10), 33)
        self.assertEqual(UTM.latlon_to_zone_number(78, 22), 35)


if __name__ == '__main__':
    unittest.main()
