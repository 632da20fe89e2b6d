import unittest

from programs.rotated import rotation_point, search_rotated

ROTATED = [40, 50, 60, 70, 10, 20, 30]


class RotatedSearchTests(unittest.TestCase):
    def test_finds_every_element(self):
        found = [search_rotated(ROTATED, value) for value in ROTATED]
        self.assertEqual(found, list(range(len(ROTATED))))

    def test_missing_values(self):
        for value in (5, 35, 65, 80):
            with self.subTest(value=value):
                self.assertEqual(search_rotated(ROTATED, value), -1)

    def test_not_rotated(self):
        self.assertEqual(search_rotated([1, 3, 5, 7, 9, 11], 9), 4)

    def test_first_element_of_left_half(self):
        self.assertEqual(search_rotated([5, 6, 7, 8, 9, 1, 2], 5), 0)

    def test_empty_and_single(self):
        self.assertEqual(search_rotated([], 3), -1)
        self.assertEqual(search_rotated([3], 3), 0)

    def test_rotation_point(self):
        self.assertEqual(rotation_point(ROTATED), 4)
        self.assertEqual(rotation_point([1, 2, 3]), 0)
