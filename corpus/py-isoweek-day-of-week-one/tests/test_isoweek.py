import unittest
from datetime import date, timedelta

from isoweek import Week


class TestWeek(unittest.TestCase):
    def test_constructors(self):
        w = Week(2011, 1)
        self.assertTrue(w)
        self.assertEqual(str(w), "2011W01")
        self.assertEqual(repr(w), "isoweek.Week(2011, 1)")
        self.assertEqual(w.year_week(), (2011, 1))

        w = Week.fromstring("2011W08")
        self.assertEqual((w.year, w.week), (2011, 8))
        self.assertEqual(Week.fromstring("2011-W08"), Week(2011, 8))
        self.assertRaises(ValueError, lambda: Week.fromstring("2011/W08"))
        self.assertRaises(ValueError, lambda: Week.fromstring("2011W8"))

        self.assertEqual(Week.withdate(date(2011, 1, 1)), Week(2010, 52))
        self.assertEqual(Week.withdate(date(2011, 1, 3)), Week(2011, 1))
        self.assertEqual(Week.thisweek(), Week.withdate(date.today()))

    def test_normalization(self):
        self.assertEqual(Week(2009, 0), Week(2008, 52))
        self.assertEqual(Week(2014, 54), Week(2015, 2))
        self.assertEqual(Week.last_week_of_year(2008), Week(2008, 52))
        self.assertEqual(Week.last_week_of_year(2019), Week(2019, 52))
        self.assertEqual(Week.last_week_of_year(9999), Week.max)
        self.assertRaises(ValueError, lambda: Week(0, 1))

    def test_days(self):
        w = Week(2011, 1)
        self.assertEqual(w.monday(), date(2011, 1, 3))
        self.assertEqual(w.tuesday(), date(2011, 1, 4))
        self.assertEqual(w.sunday(), date(2011, 1, 9))
        self.assertEqual(w.days(), [date(2011, 1, 3) + timedelta(days=i) for i in range(7)])

    def test_days_year_starting_thursday(self):
        w = Week(2009, 1)
        self.assertEqual(w.monday(), date(2008, 12, 29))
        self.assertEqual(w.friday(), date(2009, 1, 2))
        self.assertEqual(Week(2020, 10).wednesday(), date(2020, 3, 4))

    def test_contains(self):
        w = Week(2012, 1)
        self.assertTrue(w.contains(date(2012, 1, 2)))
        self.assertTrue(w.contains(date(2012, 1, 8)))
        self.assertFalse(w.contains(date(2012, 1, 1)))
        self.assertFalse(w.contains(date(2012, 1, 9)))

    def test_arithmetic(self):
        self.assertEqual(Week(2019, 52) + 1, Week(2020, 1))
        self.assertEqual(Week(2020, 53) + 1, Week(2021, 1))
        self.assertEqual(Week(2020, 10) - 10, Week(2019, 52))
        self.assertEqual(Week(2020, 10) + timedelta(weeks=2), Week(2020, 12))
        self.assertEqual(Week(2020, 12) - Week(2020, 2), 10)

    def test_weeks_of_year(self):
        weeks = list(Week.weeks_of_year(2020))
        self.assertEqual(len(weeks), 53)
        self.assertEqual(weeks[0], Week(2020, 1))
        self.assertEqual(weeks[-1], Week(2020, 53))

    def test_replace(self):
        w = Week(2011, 20)
        self.assertEqual(w.replace(), w)
        self.assertEqual(w.replace(year=2010), Week(2010, 20))
        self.assertEqual(w.replace(week=2), Week(2011, 2))


if __name__ == "__main__":
    unittest.main()
