import unittest
from datetime import date, timedelta

from icalendar.prop import vDDDTypes, vDuration, vText


class TestDuration(unittest.TestCase):
    def test_days_and_weeks(self):
        self.assertEqual(vDDDTypes(timedelta(11)).to_ical(), b'P11D')
        self.assertEqual(vDDDTypes(timedelta(-14)).to_ical(), b'-P14D')

    def test_hours_only(self):
        self.assertEqual(vDDDTypes(timedelta(hours=2)).to_ical(), b'PT2H')
        self.assertEqual(vDDDTypes(timedelta(days=3, hours=7)).to_ical(), b'P3DT7H')

    def test_hours_minutes_seconds(self):
        self.assertEqual(
            vDDDTypes(timedelta(days=1, hours=5, minutes=30)).to_ical(), b'P1DT5H30M')
        self.assertEqual(
            vDDDTypes(timedelta(hours=1, seconds=5)).to_ical(), b'PT1H0M5S')
        self.assertEqual(vDDDTypes(timedelta(seconds=20)).to_ical(), b'PT20S')
        self.assertEqual(vDDDTypes(timedelta(minutes=-15)).to_ical(), b'-PT15M')

    def test_round_trip(self):
        for ical in ('P7W', 'PT1H', '-P2D', 'P1DT12H', 'PT45M'):
            td = vDDDTypes.from_ical(ical)
            self.assertEqual(vDuration.from_ical(vDuration(td).to_ical().decode()), td)

    def test_from_ical(self):
        self.assertEqual(vDuration.from_ical('P1W2DT3H4M5S'),
                         timedelta(days=9, hours=3, minutes=4, seconds=5))
        self.assertRaises(ValueError, vDuration.from_ical, 'one hour')

    def test_date(self):
        self.assertEqual(vDDDTypes(date(2024, 2, 29)).to_ical(), b'20240229')


class TestText(unittest.TestCase):
    def test_escaping(self):
        self.assertEqual(vText('Text ; with escaped, chars').to_ical(),
                         b'Text \\; with escaped\\, chars')


if __name__ == '__main__':
    unittest.main()
