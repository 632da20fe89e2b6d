import unittest

from haversine import Direction, Unit, haversine, inverse_haversine

LYON = (45.7597, 4.8422)
PARIS = (48.8567, 2.3508)
NEW_YORK = (40.7033962, -74.2351462)


class TestHaversine(unittest.TestCase):
    def test_kilometers(self):
        self.assertAlmostEqual(haversine(LYON, PARIS), 392.2172595594006, places=6)
        self.assertAlmostEqual(haversine(LYON, PARIS, unit=Unit.KILOMETERS), 392.2172595594006, places=6)

    def test_same_point_is_zero(self):
        self.assertEqual(haversine(PARIS, PARIS, unit=Unit.MILES), 0.0)

    def test_symmetric(self):
        self.assertAlmostEqual(haversine(LYON, NEW_YORK), haversine(NEW_YORK, LYON), places=9)

    def test_miles(self):
        self.assertAlmostEqual(haversine(LYON, PARIS, unit=Unit.MILES), 243.71250609539814, places=5)
        self.assertAlmostEqual(haversine(LYON, PARIS, unit='mi'), 243.71250609539814, places=5)

    def test_meters_and_radians(self):
        self.assertAlmostEqual(haversine(LYON, PARIS, unit=Unit.METERS), 392217.2595594006, places=2)
        self.assertAlmostEqual(haversine((0, 0), (0, 1), unit=Unit.RADIANS), 0.017453292519943295, places=12)

    def test_normalization(self):
        self.assertAlmostEqual(haversine((45, 190), (45, -170), normalize=True), 0.0, places=9)
        self.assertAlmostEqual(haversine((100, 10), (80, -170), normalize=True), 0.0, places=9)

    def test_out_of_bounds(self):
        with self.assertRaises(ValueError):
            haversine((-91, 0), PARIS)
        with self.assertRaises(ValueError):
            haversine(PARIS, (0, 181))

    def test_inverse_haversine(self):
        lat, lng = inverse_haversine(PARIS, 10, Direction.SOUTH)
        self.assertAlmostEqual(lat, 48.76676796362755, places=9)
        self.assertAlmostEqual(lng, 2.3508, places=9)
        lat, lng = inverse_haversine(PARIS, 10, Direction.EAST)
        self.assertAlmostEqual(lng, 2.4874861995862156, places=9)

    def test_round_trip(self):
        end = inverse_haversine(LYON, 120, Direction.NORTH)
        self.assertAlmostEqual(haversine(LYON, end), 120.0, places=6)


if __name__ == "__main__":
    unittest.main()
