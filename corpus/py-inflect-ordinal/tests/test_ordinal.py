import unittest

import inflect


class TestOrdinal(unittest.TestCase):
    def setUp(self):
        self.p = inflect.engine()

    def test_small_numbers(self):
        self.assertEqual(self.p.ordinal(1), "1st")
        self.assertEqual(self.p.ordinal(2), "2nd")
        self.assertEqual(self.p.ordinal(3), "3rd")
        self.assertEqual(self.p.ordinal(4), "4th")
        self.assertEqual(self.p.ordinal(10), "10th")

    def test_teens(self):
        self.assertEqual(self.p.ordinal(11), "11th")
        self.assertEqual(self.p.ordinal(12), "12th")
        self.assertEqual(self.p.ordinal(13), "13th")
        self.assertEqual(self.p.ordinal(14), "14th")

    def test_hundreds(self):
        self.assertEqual(self.p.ordinal(101), "101st")
        self.assertEqual(self.p.ordinal(111), "111th")
        self.assertEqual(self.p.ordinal(1012), "1012th")
        self.assertEqual(self.p.ordinal(1022), "1022nd")

    def test_string_numbers(self):
        self.assertEqual(self.p.ordinal("21"), "21st")
        self.assertEqual(self.p.ordinal("3.1"), "3.1st")

    def test_words(self):
        self.assertEqual(self.p.ordinal("one"), "first")
        self.assertEqual(self.p.ordinal("twenty"), "twentieth")
        self.assertEqual(self.p.ordinal("twenty-five"), "twenty-fifth")
        self.assertEqual(self.p.ordinal("ten"), "tenth")
        self.assertEqual(self.p.ordinal("ninety-nine"), "ninety-ninth")


if __name__ == "__main__":
    unittest.main()
