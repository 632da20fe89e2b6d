import unittest

import geohash


class TestEncode(unittest.TestCase):
	def test_odd_precision(self):
		self.assertEqual(geohash.encode(42.6, -5.6, 5), 'ezs42')
		self.assertEqual(geohash.encode(57.64911, 10.40744, 11), 'u4pruydqqvj')

	def test_even_precision(self):
		self.assertEqual(geohash.encode(48.8583, 2.2945, 8), 'u09tunqu')
		self.assertEqual(geohash.encode(-33.8568, 151.2153, 6), 'r3gx2u')

	def test_default_precision(self):
		self.assertEqual(geohash.encode(57.64911, 10.40744), 'u4pruydqqvj8')

	def test_longitude_wraps(self):
		self.assertEqual(geohash.encode(42.6, 354.4, 5), 'ezs42')

	def test_invalid_latitude(self):
		self.assertRaises(Exception, geohash.encode, 90.0, 0.0)


class TestDecode(unittest.TestCase):
	def test_decode(self):
		lat, lon, lat_err, lon_err = geohash.decode('ezs42', delta=True)
		self.assertAlmostEqual(lat, 42.60498046875)
		self.assertAlmostEqual(lon, -5.60302734375)
		self.assertAlmostEqual(lat_err, 0.02197265625)
		self.assertAlmostEqual(lon_err, 0.02197265625)

	def test_round_trip(self):
		for code in ('u4pruydqqvj', 'ezs42', '9q8yy', 'dr5ru7c'):
			lat, lon = geohash.decode(code)
			self.assertEqual(geohash.encode(lat, lon, len(code)), code)

	def test_bbox(self):
		b = geohash.bbox('ezs42')
		self.assertAlmostEqual(b['s'], 42.5830078125)
		self.assertAlmostEqual(b['n'], 42.626953125)
		self.assertAlmostEqual(b['w'], -5.625)
		self.assertAlmostEqual(b['e'], -5.5810546875)


class TestNeighbors(unittest.TestCase):
	def test_neighbors(self):
		self.assertEqual(sorted(geohash.neighbors('u1pb')),
			['u0zx', 'u0zz', 'u1p8', 'u1p9', 'u1pc', 'u2bp', 'u300', 'u301'])

	def test_expand_at_the_pole(self):
		self.assertEqual(sorted(geohash.expand('b')), ['8', '9', 'b', 'c', 'x', 'z'])


if __name__ == '__main__':
	unittest.main()
