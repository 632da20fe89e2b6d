import unittest

import mercantile


class TestMercantile(unittest.TestCase):

    def assert_close(self, a, b, places=7):
        self.assertEqual(len(a), len(b))
        for x, y in zip(a, b):
            self.assertAlmostEqual(x, y, places)

    def test_ul(self):
        self.assert_close(mercantile.ul(486, 332, 10), (-9.140625, 53.33087298301705))

    def test_bounds(self):
        expected = (-9.140625, 53.12040528310657, -8.7890625, 53.33087298301705)
        self.assert_close(mercantile.bounds(486, 332, 10), expected)
        self.assert_close(mercantile.bounds(mercantile.Tile(486, 332, 10)), expected)

    def test_tile(self):
        self.assertEqual(mercantile.tile(20.6852, 40.1222, 9), (285, 193, 9))
        self.assertEqual(mercantile.tile(-9.140625, 53.33087298301705, 10), (486, 332, 10))

    def test_xy_and_lnglat(self):
        x, y = mercantile.xy(-122.4194, 37.7749)
        self.assert_close((x, y), (-13627665.271218073, 4547675.354340557), 3)
        self.assert_close(mercantile.lnglat(x, y), (-122.4194, 37.7749))

    def test_quadkey(self):
        self.assertEqual(mercantile.quadkey(486, 332, 10), "0313102310")
        self.assertEqual(mercantile.quadkey_to_tile("0313102310"), (486, 332, 10))
        self.assertEqual(mercantile.quadkey_to_tile(""), (0, 0, 0))

    def test_parent_and_children(self):
        self.assertEqual(mercantile.parent(486, 332, 10), (243, 166, 9))
        self.assertEqual(mercantile.children(243, 166, 9)[0], (486, 332, 10))
        self.assertIsNone(mercantile.parent(0, 0, 0))

    def test_bounding_tile(self):
        self.assertEqual(mercantile.bounding_tile(-92.5, 0.5, -90.5, 1.5), (31, 63, 7))
        self.assertEqual(mercantile.bounding_tile(-90.5, 0.5, -89.5, 0.5), (0, 0, 1))

    def test_bounding_tile_of_tile_bounds(self):
        self.assertEqual(mercantile.bounding_tile(*mercantile.bounds(486, 332, 10)), (486, 332, 10))

    def test_bounding_tile_point(self):
        self.assertEqual(mercantile.bounding_tile(1.3, 1.3), (135187078, 133248294, 28))

    def test_bounding_tile_crossing_the_equator(self):
        self.assertEqual(mercantile.bounding_tile(-1.0, -1.0, 1.0, 1.0), (0, 0, 0))


if __name__ == "__main__":
    unittest.main()
