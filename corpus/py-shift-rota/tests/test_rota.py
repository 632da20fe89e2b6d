import unittest

from rota.schedule import Rota, RotaError
from rota.timeutil import format_hhmm, parse_hhmm


class TimeTest(unittest.TestCase):
    def test_parse_and_format(self):
        self.assertEqual(parse_hhmm("07:30"), 450)
        self.assertEqual(format_hhmm(1530), "01:30")
        with self.assertRaises(ValueError):
            parse_hhmm("24:00")


class RotaTest(unittest.TestCase):
    def setUp(self):
        self.rota = Rota()
        self.rota.add("dana", "mon", "09:00", "17:00")

    def test_overnight_shift_counts_its_hours(self):
        self.rota.add("eli", "tue", "22:00", "06:00")
        self.assertEqual(self.rota.minutes_of("eli"), 8 * 60)

    def test_overlapping_shift_is_refused(self):
        with self.assertRaises(RotaError):
            self.rota.add("dana", "mon", "16:00", "20:00")

    def test_shift_inside_another_is_refused(self):
        with self.assertRaises(RotaError):
            self.rota.add("dana", "mon", "12:00", "13:00")

    def test_back_to_back_shifts_are_allowed(self):
        self.rota.add("dana", "mon", "17:00", "19:00")
        self.assertEqual(self.rota.minutes_of("dana"), 10 * 60)

    def test_same_hours_for_someone_else(self):
        self.rota.add("eli", "mon", "09:00", "17:00")
        self.assertEqual(len(self.rota.shifts), 2)

    def test_weekly_limit(self):
        for day in ("tue", "wed", "thu", "fri", "sat"):
            self.rota.add("dana", day, "09:00", "17:00")
        with self.assertRaises(RotaError):
            self.rota.add("dana", "sun", "09:00", "17:00")


if __name__ == "__main__":
    unittest.main()
