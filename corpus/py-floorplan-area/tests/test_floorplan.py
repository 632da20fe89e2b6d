import unittest

from floorplan import Polygon, Room
from floorplan.room import total_area

KITCHEN = [(0, 0), (4, 0), (4, 3), (0, 3)]
L_SHAPED = [(0, 0), (6, 0), (6, 2), (2, 2), (2, 5), (0, 5)]


class PolygonTest(unittest.TestCase):
    def test_too_few_points(self):
        with self.assertRaises(ValueError):
            Polygon([(0, 0), (1, 1)])

    def test_bounding_box(self):
        self.assertEqual(Polygon(L_SHAPED).bounding_box(), (0, 0, 6, 5))

    def test_centroid_of_rectangle(self):
        self.assertEqual(Polygon(KITCHEN).centroid(), (2.0, 1.5))

    def test_edges_close_the_outline(self):
        edges = list(Polygon(KITCHEN).edges())
        self.assertEqual(len(edges), 4)


class RoomTest(unittest.TestCase):
    def test_rectangular_area(self):
        self.assertEqual(Room("kitchen", KITCHEN).floor_area(), 12.0)

    def test_l_shaped_area_and_total(self):
        rooms = [Room("kitchen", KITCHEN), Room("living", L_SHAPED)]
        self.assertEqual(total_area(rooms), 30.0)

    def test_skirting_minus_door(self):
        self.assertEqual(Room("kitchen", KITCHEN).skirting_length([0.8]), 13.86)

    def test_fits(self):
        room = Room("living", L_SHAPED)
        self.assertTrue(room.fits_in(6, 5))
        self.assertFalse(room.fits_in(5, 6))


if __name__ == "__main__":
    unittest.main()
