import unittest
from datetime import datetime

from cronfile.fields import FieldError, Schedule, parse_field


class FieldTest(unittest.TestCase):
    def test_steps_ranges_and_lists(self):
        self.assertEqual(parse_field("*/15", 0, 59), {0, 15, 30, 45})
        self.assertEqual(parse_field("1-5,10", 0, 23), {1, 2, 3, 4, 5, 10})

    def test_names(self):
        self.assertEqual(parse_field("mon-fri", 0, 7, ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]), {1, 2, 3, 4, 5})

    def test_out_of_range(self):
        for bad in ["60", "5-1", "*/0", "x"]:
            with self.assertRaises(FieldError):
                parse_field(bad, 0, 59)

    def test_sunday_is_0_or_7(self):
        sunday_noon = datetime(2026, 11, 29, 12, 0)
        self.assertTrue(Schedule("0 12 * * 7").matches(sunday_noon))
        self.assertTrue(Schedule("0 12 * * sun").matches(sunday_noon))
