import unittest
from datetime import date, datetime

from dateutil_lite.relativedelta import relativedelta


class RelativeDeltaTest(unittest.TestCase):
    now = datetime(2003, 9, 17, 20, 54, 47, 282310)
    today = date(2003, 9, 17)

    def test_next_month(self):
        self.assertEqual(self.now + relativedelta(months=+1),
                         datetime(2003, 10, 17, 20, 54, 47, 282310))

    def test_next_month_plus_one_week(self):
        self.assertEqual(self.now + relativedelta(months=+1, weeks=+1),
                         datetime(2003, 10, 24, 20, 54, 47, 282310))

    def test_addition_into_december(self):
        self.assertEqual(date(2003, 11, 30) + relativedelta(months=+1), date(2003, 12, 30))

    def test_last_day_of_month(self):
        self.assertEqual(date(2003, 1, 31) + relativedelta(months=+1), date(2003, 2, 28))
        self.assertEqual(date(2004, 1, 31) + relativedelta(months=+1), date(2004, 2, 29))

    def test_year_rollover(self):
        self.assertEqual(self.today + relativedelta(months=+4), date(2004, 1, 17))
        self.assertEqual(self.today + relativedelta(months=-9), date(2002, 12, 17))

    def test_subtraction_from_january(self):
        self.assertEqual(date(2004, 1, 15) - relativedelta(months=1), date(2003, 12, 15))

    def test_normalisation(self):
        self.assertEqual(relativedelta(months=14), relativedelta(years=1, months=2))
        self.assertEqual(relativedelta(months=-27), relativedelta(years=-2, months=-3))

    def test_absolute_day(self):
        self.assertEqual(self.today + relativedelta(months=+2, day=31), date(2003, 11, 30))


if __name__ == '__main__':
    unittest.main()
