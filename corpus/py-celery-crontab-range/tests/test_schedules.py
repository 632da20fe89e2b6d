import unittest

from celery.exceptions import ParseException
from celery.schedules import crontab, crontab_parser


class test_crontab_parser(unittest.TestCase):
    def crontab(self, *args, **kwargs):
        return crontab(*args, **kwargs)

    def test_crontab_reduce(self):
        c = self.crontab('*')
        self.assertEqual(repr(c), '<crontab: * * * * * (m/h/dM/MY/d)>')

    def test_parse_star(self):
        self.assertEqual(crontab_parser(24).parse('*'), set(range(24)))
        self.assertEqual(crontab_parser(60).parse('*'), set(range(60)))
        self.assertEqual(crontab_parser(7).parse('*'), set(range(7)))
        self.assertEqual(crontab_parser(31, 1).parse('*'), set(range(1, 31 + 1)))
        self.assertEqual(crontab_parser(12, 1).parse('*'), set(range(1, 12 + 1)))

    def test_parse_steps(self):
        self.assertEqual(crontab_parser(8).parse('*/2'), {0, 2, 4, 6})
        self.assertEqual(crontab_parser().parse('*/2'), {i * 2 for i in range(30)})
        self.assertEqual(crontab_parser().parse('*/3'), {i * 3 for i in range(20)})

    def test_parse_composite(self):
        self.assertEqual(crontab_parser(8).parse('*/2'), {0, 2, 4, 6})
        self.assertEqual(crontab_parser().parse('2-9/5'), {2, 7})
        self.assertEqual(crontab_parser().parse('2,4,6'), {2, 4, 6})

    def test_parse_range(self):
        self.assertEqual(crontab_parser(60).parse('1-10'), set(range(1, 10 + 1)))
        self.assertEqual(crontab_parser(24).parse('0-20'), set(range(0, 20 + 1)))
        self.assertEqual(crontab_parser().parse('2-10/5'), {2, 7})

    def test_parse_range_wraps(self):
        self.assertEqual(crontab_parser(12).parse('11-1'), {11, 0, 1})
        self.assertEqual(crontab_parser(60, 1).parse('2-1'), set(range(1, 60 + 1)))

    def test_parse_errors_on_empty_string(self):
        with self.assertRaises(ParseException):
            crontab_parser(60).parse('')

    def test_crontab_office_hours(self):
        c = self.crontab(minute=0, hour='9-17', day_of_week='1-5')
        self.assertEqual(c.hour, set(range(9, 18)))
        self.assertEqual(c.day_of_week, {1, 2, 3, 4, 5})


if __name__ == '__main__':
    unittest.main()
