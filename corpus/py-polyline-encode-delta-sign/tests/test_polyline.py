import unittest

import polyline


class PolylineCodecTestCase(unittest.TestCase):

    def test_decode_multiple_points(self):
        d = polyline.decode('gu`wFnfys@???nKgE??gE?????oK????fE??fE')
        self.assertEqual(d, [
            (40.641, -8.654),
            (40.641, -8.654),
            (40.641, -8.656),
            (40.642, -8.656),
            (40.642, -8.655),
            (40.642, -8.655),
            (40.642, -8.655),
            (40.642, -8.653),
            (40.642, -8.653),
            (40.642, -8.653),
            (40.641, -8.653),
            (40.641, -8.654)
        ])

    def test_decode_official_example(self):
        d = polyline.decode('_p~iF~ps|U_ulLnnqC_mqNvxq`@')
        self.assertEqual(d, [
            (38.500, -120.200),
            (40.700, -120.950),
            (43.252, -126.453)
        ])

    def test_decode_geojson(self):
        d = polyline.decode('_p~iF~ps|U_ulLnnqC_mqNvxq`@', geojson=True)
        self.assertEqual(d, [
            (-120.200, 38.500),
            (-120.950, 40.700),
            (-126.453, 43.252)
        ])

    def test_decode_single_point(self):
        d = polyline.decode('gu`wFf`ys@')
        self.assertEqual(d, [(40.641, -8.653)])

    def test_encode_single_point(self):
        e = polyline.encode([(40.641, -8.653)])
        self.assertEqual(e, 'gu`wFf`ys@')

    def test_encode_single_point_geojson(self):
        e = polyline.encode([(-8.653, 40.641)], geojson=True)
        self.assertEqual(e, 'gu`wFf`ys@')

    def test_encode_official_example(self):
        e = polyline.encode([
            (38.500, -120.200),
            (40.700, -120.950),
            (43.252, -126.453)
        ])
        self.assertEqual(e, '_p~iF~ps|U_ulLnnqC_mqNvxq`@')

    def test_encode_decode(self):
        points = [(40.641, -8.654), (40.642, -8.656), (40.643, -8.651), (40.641, -8.652)]
        self.assertEqual(polyline.decode(polyline.encode(points)), points)

    def test_encode_precision_6(self):
        points = [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)]
        self.assertEqual(polyline.decode(polyline.encode(points, 6), 6), points)


if __name__ == '__main__':
    unittest.main()
