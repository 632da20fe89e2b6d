"""Tests for filesize humanizing."""

import unittest

import humanize_lite


class NaturalSizeTest(unittest.TestCase):
    def check(self, cases):
        for args, expected in cases:
            self.assertEqual(humanize_lite.naturalsize(*args), expected, args)

    def test_decimal(self):
        self.check([
            ((300,), "300 Bytes"),
            ((3000,), "3.0 kB"),
            ((3000000,), "3.0 MB"),
            ((3000000000,), "3.0 GB"),
            ((10**26 * 30,), "3000.0 YB"),
        ])

    def test_binary(self):
        self.check([
            ((300, True), "300 Bytes"),
            ((3000, True), "2.9 KiB"),
            ((3000000, True), "2.9 MiB"),
        ])

    def test_gnu(self):
        self.check([
            ((1, False, True), "1B"),
            ((3000, False, True), "2.9K"),
            ((3000000, False, True), "2.9M"),
        ])

    def test_one_byte(self):
        self.check([((1,), "1 Byte"), (("1",), "1 Byte"), ((-1,), "-1 Byte")])

    def test_string_input(self):
        self.check([(("1e6",), "1.0 MB"), (("3000",), "3.0 kB")])

    def test_custom_format(self):
        self.check([((3000000, False, False, "%.3f"), "3.000 MB")])

    def test_negative_sizes(self):
        self.check([
            ((-4096, True), "-4.0 KiB"),
            ((-3000000,), "-3.0 MB"),
            ((-300,), "-300 Bytes"),
        ])


if __name__ == "__main__":
    unittest.main()
