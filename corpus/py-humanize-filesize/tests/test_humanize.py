import unittest

import humanize


class FilesizeTest(unittest.TestCase):
    def test_bytes(self):
        self.assertEqual(humanize.naturalsize(1), "1 Byte")
        self.assertEqual(humanize.naturalsize(300), "300 Bytes")
        self.assertEqual(humanize.naturalsize(-4), "-4 Bytes")

    def test_decimal(self):
        self.assertEqual(humanize.naturalsize(3000), "3.0 kB")
        self.assertEqual(humanize.naturalsize(3000000), "3.0 MB")
        self.assertEqual(humanize.naturalsize(10**26 * 30), "3000.0 YB")

    def test_binary_and_gnu(self):
        self.assertEqual(humanize.naturalsize(3000, binary=True), "2.9 KiB")
        self.assertEqual(humanize.naturalsize(3000000, gnu=True), "2.9M")
        self.assertEqual(humanize.naturalsize(100, gnu=True), "100B")

    def test_format(self):
        self.assertEqual(humanize.naturalsize(1234567, format="%.3f"), "1.235 MB")


class NumberTest(unittest.TestCase):
    def test_ordinal(self):
        self.assertEqual([humanize.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 101, 111)],
                         ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "101st", "111th"])
        self.assertEqual(humanize.ordinal("nope"), "nope")

    def test_intcomma(self):
        self.assertEqual(humanize.intcomma(100), "100")
        self.assertEqual(humanize.intcomma(1000), "1,000")
        self.assertEqual(humanize.intcomma("10311"), "10,311")
        self.assertEqual(humanize.intcomma(-1234567.25, 1), "-1,234,567.2")


if __name__ == "__main__":
    unittest.main()
