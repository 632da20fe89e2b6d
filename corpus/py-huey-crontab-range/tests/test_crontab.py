import datetime
import unittest

from huey import crontab, normalize_time


class TestCrontab(unittest.TestCase):
    def test_crontab_month(self):
        # validates the following months, 1, 4, 7, 8, 9
        valids = [1, 4, 7, 8, 9]
        validate_m = crontab(month='1,4,*/6,8-9')

        for x in range(1, 13):
            res = validate_m(datetime.datetime(2011, x, 1))
            self.assertEqual(res, x in valids)

    def test_crontab_hour(self):
        # validates the following hours
        valids = [0, 1, 4, 6, 8, 9, 12, 18]
        validate_h = crontab(hour='8-9,*/6,1,4')

        for x in range(24):
            res = validate_h(datetime.datetime(2011, 1, 1, x))
            self.assertEqual(res, x in valids)

    def test_crontab_minute(self):
        # validates the following minutes
        valids = [0, 1, 4, 6, 8, 12, 18, 24, 30, 36, 42, 48, 54]
        validate_m = crontab(minute='4,8,*/6,1')

        for x in range(60):
            res = validate_m(datetime.datetime(2011, 1, 1, 1, x))
            self.assertEqual(res, x in valids)

    def test_crontab_day_of_week(self):
        # validates the following days of week
        # jan, 1, 2011 is a saturday
        valids = [2, 4, 9, 11, 16, 18, 23, 25, 30]
        validate_dow = crontab(day_of_week='0,2')

        for x in range(1, 32):
            res = validate_dow(datetime.datetime(2011, 1, x))
            self.assertEqual(res, x in valids)

    def test_crontab_invalid(self):
        self.assertRaises(ValueError, crontab, minute='61')
        self.assertRaises(ValueError, crontab, minute='0-61')
        self.assertRaises(ValueError, crontab, day_of_week='*/3')

    def test_normalize_time(self):
        eta = datetime.datetime(2011, 1, 1, 12, 0)
        self.assertEqual(normalize_time(eta=eta), eta)
        self.assertRaises(ValueError, normalize_time)


if __name__ == '__main__':
    unittest.main()
