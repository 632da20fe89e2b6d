import unittest
from datetime import datetime

from croniter import CroniterBadCronError, croniter


class CroniterTest(unittest.TestCase):
    def test_every_fifteen_minutes(self):
        it = croniter("*/15 * * * *", datetime(2010, 1, 23, 12, 18))
        self.assertEqual(it.all_next(3), [datetime(2010, 1, 23, 12, 30), datetime(2010, 1, 23, 12, 45),
                                          datetime(2010, 1, 23, 13, 0)])

    def test_list_of_hours(self):
        it = croniter("0 9,17 * * *", datetime(2010, 1, 23, 10, 0))
        self.assertEqual(it.get_next(), datetime(2010, 1, 23, 17, 0))
        self.assertEqual(it.get_next(), datetime(2010, 1, 24, 9, 0))

    def test_weekday_range(self):
        # 2010-01-29 is a Friday
        it = croniter("30 8 * * 1-5", datetime(2010, 1, 28, 9, 0))
        self.assertEqual(it.get_next(), datetime(2010, 1, 29, 8, 30))
        self.assertEqual(it.get_next(), datetime(2010, 2, 1, 8, 30))

    def test_hour_range_with_step(self):
        it = croniter("0 8-20/4 * * *", datetime(2010, 1, 23, 0, 0))
        self.assertEqual([d.hour for d in it.all_next(4)], [8, 12, 16, 20])

    def test_sunday_as_seven(self):
        it = croniter("0 0 * * 7", datetime(2010, 1, 23, 0, 0))
        self.assertEqual(it.get_next(), datetime(2010, 1, 24, 0, 0))

    def test_bad_expressions(self):
        with self.assertRaises(CroniterBadCronError):
            croniter("* * * *")
        with self.assertRaises(CroniterBadCronError):
            croniter("61 * * * *")
        with self.assertRaises(CroniterBadCronError):
            croniter("* 5-2 * * *")
