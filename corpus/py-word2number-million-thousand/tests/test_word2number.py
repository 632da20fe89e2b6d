import unittest

from word2number import w2n


class TestW2N(unittest.TestCase):

    def test_small_numbers(self):
        self.assertEqual(w2n.word_to_num("one"), 1)
        self.assertEqual(w2n.word_to_num("nineteen"), 19)
        self.assertEqual(w2n.word_to_num("ninety-nine"), 99)

    def test_hundreds(self):
        self.assertEqual(w2n.word_to_num("nine hundred ninety nine"), 999)
        self.assertEqual(w2n.word_to_num("two hundred and five"), 205)

    def test_thousands(self):
        self.assertEqual(w2n.word_to_num("two thousand five hundred"), 2500)
        self.assertEqual(w2n.word_to_num("one hundred twenty three thousand four hundred fifty six"), 123456)

    def test_millions(self):
        self.assertEqual(w2n.word_to_num("two million"), 2000000)
        self.assertEqual(w2n.word_to_num("Seven Million Twelve"), 7000012)

    def test_millions_and_thousands(self):
        self.assertEqual(w2n.word_to_num("two million three thousand nine hundred and eighty four"), 2003984)
        self.assertEqual(w2n.word_to_num("three million three hundred thousand"), 3300000)

    def test_billions_millions_and_thousands(self):
        self.assertEqual(w2n.word_to_num("one billion two million five thousand and one"), 1002005001)

    def test_billions(self):
        self.assertEqual(w2n.word_to_num("one billion"), 1000000000)
        self.assertEqual(w2n.word_to_num("three billion two hundred million"), 3200000000)

    def test_decimal(self):
        self.assertEqual(w2n.word_to_num("two point three five"), 2.35)
        self.assertEqual(w2n.word_to_num("point one"), 0.1)

    def test_digit_string(self):
        self.assertEqual(w2n.word_to_num("112"), 112)

    def test_invalid_input(self):
        self.assertRaises(ValueError, w2n.word_to_num, "blah")
        self.assertRaises(ValueError, w2n.word_to_num, "one thousand thousand")
        self.assertRaises(ValueError, w2n.word_to_num, 112)


if __name__ == "__main__":
    unittest.main()
