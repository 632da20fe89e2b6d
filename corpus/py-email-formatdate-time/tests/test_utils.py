import datetime
import unittest

from mailutils import format_datetime, formataddr, formatdate, parseaddr


class TestAddresses(unittest.TestCase):

    def test_formataddr(self):
        self.assertEqual(formataddr(("A Person", "person@dom.ain")), "A Person <person@dom.ain>")
        self.assertEqual(formataddr(("Person, A.", "person@dom.ain")),
                         '"Person, A." <person@dom.ain>')
        self.assertEqual(formataddr(("", "person@dom.ain")), "person@dom.ain")

    def test_parseaddr(self):
        self.assertEqual(parseaddr("A Person <person@dom.ain>"), ("A Person", "person@dom.ain"))
        self.assertEqual(parseaddr("person@dom.ain"), ("", "person@dom.ain"))
        self.assertEqual(parseaddr("not an address"), ("", ""))


class TestDates(unittest.TestCase):

    def test_format_datetime_naive(self):
        dt = datetime.datetime(2024, 3, 5, 14, 7, 9)
        self.assertEqual(format_datetime(dt), "Tue, 05 Mar 2024 14:07:09 -0000")

    def test_format_datetime_usegmt(self):
        dt = datetime.datetime(2001, 11, 9, 1, 8, 47, tzinfo=datetime.timezone.utc)
        self.assertEqual(format_datetime(dt, usegmt=True), "Fri, 09 Nov 2001 01:08:47 GMT")

    def test_format_datetime_usegmt_requires_utc(self):
        self.assertRaises(ValueError, format_datetime, datetime.datetime(2001, 1, 1), True)

    def test_formatdate_epoch(self):
        self.assertEqual(formatdate(0, usegmt=True), "Thu, 01 Jan 1970 00:00:00 GMT")
