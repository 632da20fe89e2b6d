import unittest

from Lib import calendar


class TestDates(unittest.TestCase):
    def test_isleap(self):
        self.assertEqual([calendar.isleap(y) for y in (1900, 2000, 2023, 2024)], [False, True, False, True])

    def test_leapdays(self):
        self.assertEqual(calendar.leapdays(2010, 2011), 0)
        self.assertEqual(calendar.leapdays(1997, 2020), 5)

    def test_monthrange(self):
        self.assertEqual(calendar.monthrange(2024, 1), (0, 31))
        self.assertEqual(calendar.monthrange(2024, 2), (3, 29))
        with self.assertRaises(calendar.IllegalMonthError):
            calendar.monthrange(2024, 13)


class TestCalendar(unittest.TestCase):
    def test_monthdayscalendar_monday_start(self):
        weeks = calendar.Calendar().monthdayscalendar(2024, 2)
        self.assertEqual(weeks[0], [0, 0, 0, 1, 2, 3, 4])
        self.assertEqual(weeks[-1], [26, 27, 28, 29, 0, 0, 0])

    def test_monthdayscalendar_sunday_start(self):
        weeks = calendar.Calendar(calendar.SUNDAY).monthdayscalendar(2024, 2)
        self.assertEqual(weeks[0], [0, 0, 0, 0, 1, 2, 3])
        self.assertEqual(weeks[-1], [25, 26, 27, 28, 29, 0, 0])

    def test_itermonthdays2_weekdays(self):
        cal = calendar.Calendar(firstweekday=5)
        days = [pair for pair in cal.itermonthdays2(2023, 3) if pair[0]]
        self.assertEqual(days[0], (1, 2))
        self.assertEqual(days[-1], (31, 4))

    def test_weekheader(self):
        self.assertEqual(calendar.TextCalendar(6).formatweekheader(2), "Su Mo Tu We Th Fr Sa")
        self.assertEqual(calendar.TextCalendar().formatweekheader(3), "Mon Tue Wed Thu Fri Sat Sun")


if __name__ == "__main__":
    unittest.main()
