import contextlib
import io
import unittest

import roman
from roman.cli import main


class KnownValues(unittest.TestCase):
    knownValues = ((0, 'N'), (1, 'I'), (2, 'II'), (3, 'III'), (4, 'IV'), (5, 'V'),
                   (6, 'VI'), (7, 'VII'), (8, 'VIII'), (9, 'IX'), (10, 'X'), (50, 'L'),
                   (100, 'C'), (500, 'D'), (1000, 'M'), (31, 'XXXI'), (148, 'CXLVIII'),
                   (294, 'CCXCIV'), (312, 'CCCXII'), (421, 'CDXXI'), (528, 'DXXVIII'),
                   (621, 'DCXXI'), (782, 'DCCLXXXII'), (870, 'DCCCLXX'), (941, 'CMXLI'),
                   (1043, 'MXLIII'), (1110, 'MCX'), (1226, 'MCCXXVI'), (1301, 'MCCCI'),
                   (2499, 'MMCDXCIX'), (3999, 'MMMCMXCIX'), (4000, 'MMMM'),
                   (4500, 'MMMMD'), (4999, 'MMMMCMXCIX'))

    def testToRomanKnownValues(self):
        for integer, numeral in self.knownValues:
            self.assertEqual(roman.toRoman(integer), numeral)

    def testFromRomanKnownValues(self):
        for integer, numeral in self.knownValues:
            self.assertEqual(roman.fromRoman(numeral), integer, numeral)


class ToRomanBadInput(unittest.TestCase):

    def testTooLarge(self):
        self.assertRaises(roman.OutOfRangeError, roman.toRoman, 5000)
        self.assertRaises(roman.OutOfRangeError, roman.toRoman, -1)

    def testNonInteger(self):
        self.assertRaises(roman.NotIntegerError, roman.toRoman, 0.5)
        self.assertRaises(roman.NotIntegerError, roman.toRoman, '12')


class FromRomanBadInput(unittest.TestCase):

    def testInvalidNumerals(self):
        for s in ('MMMMM', 'DD', 'CCCC', 'LL', 'XXXX', 'VV', 'IIII', 'CMCM', 'CDCD',
                  'XCXC', 'IVIV', 'IM', 'VX', 'MCMC', 'IIMXCC', 'MCMXCIXI', ''):
            self.assertRaises(roman.InvalidRomanNumeralError, roman.fromRoman, s)


class SanityCheck(unittest.TestCase):

    def testSanity(self):
        for integer in range(0, 5000):
            numeral = roman.toRoman(integer)
            self.assertEqual(integer, roman.fromRoman(numeral), numeral)


class CommandLine(unittest.TestCase):

    def run_main(self, argv):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(main(argv), 0)
        return out.getvalue()

    def testToRoman(self):
        self.assertEqual(self.run_main(['1999']), 'MCMXCIX\n')
        self.assertEqual(self.run_main(['4']), 'IV\n')

    def testReverse(self):
        self.assertEqual(self.run_main(['-r', 'mcmxcix']), '1999\n')
        self.assertEqual(self.run_main(['--reverse', 'XLII']), '42\n')


if __name__ == '__main__':
    unittest.main()
