import unittest

from stdnum import luhn, meid
from stdnum.exceptions import InvalidChecksum, InvalidFormat, InvalidLength
from stdnum.util import clean, isdigits


class TestLuhn(unittest.TestCase):

    def test_checksum(self):
        self.assertEqual(luhn.checksum('7894'), 6)
        self.assertEqual(luhn.checksum('78949'), 0)
        self.assertEqual(luhn.calc_check_digit('7894'), '9')
        self.assertEqual(luhn.calc_check_digit('411111111111111'), '1')

    def test_validate(self):
        self.assertEqual(luhn.validate('4111111111111111'), '4111111111111111')
        self.assertTrue(luhn.is_valid('AF0123450ABCDEC', alphabet='0123456789ABCDEF'))
        self.assertFalse(luhn.is_valid('7894'))
        self.assertRaises(InvalidChecksum, luhn.validate, '7894')
        self.assertRaises(InvalidFormat, luhn.validate, '')

    def test_util(self):
        self.assertEqual(clean('123-456:78 9', ' -:'), '123456789')
        self.assertTrue(isdigits('0123'))
        self.assertFalse(isdigits('12A3'))


class TestMEID(unittest.TestCase):

    def test_validate_decimal(self):
        self.assertEqual(meid.validate('29360 87365 0070 3710'), 'AF0123450ABCDE')
        self.assertEqual(meid.validate('293608736500703710'), 'AF0123450ABCDE')
        self.assertRaises(InvalidChecksum, meid.validate, '29360 87365 0070 3710 1')
        self.assertRaises(InvalidFormat, meid.validate, 'AF0123450ABCDG')
        self.assertRaises(InvalidLength, meid.validate, '1234')

    def test_validate_hex_check_digit(self):
        self.assertEqual(meid.validate('AF 01 23 45 0A BC DE C'), 'AF0123450ABCDE')
        self.assertEqual(meid.validate('29360 87365 0070 3710 0'), 'AF0123450ABCDE')
        self.assertEqual(meid.validate('29360 87365 0070 3710 0', strip_check_digit=False),
                         'AF0123450ABCDEC')
        self.assertRaises(InvalidChecksum, meid.validate, 'AF 01 23 45 0A BC DE D')
        self.assertTrue(meid.is_valid('AF0123450ABCDEC'))

    def test_calc_check_digit(self):
        self.assertEqual(meid.calc_check_digit('293608736500703710'), '0')
        self.assertEqual(meid.calc_check_digit('12345678901234'), '7')

    def test_format(self):
        self.assertEqual(meid.format('293608736500703710', add_check_digit=True),
                         '29360 87365 0070 3710 0')
        self.assertEqual(meid.format('293608736500703710', format='hex'),
                         'AF 01 23 45 0A BC DE')
        self.assertEqual(meid.format('af0123450abcDEC', format='dec', add_check_digit=True),
                         '29360 87365 0070 3710 0')
        self.assertEqual(meid.format('AF0123450ABCDE', separator='-'), 'AF-01-23-45-0A-BC-DE')

    def test_format_hex_add_check_digit(self):
        self.assertEqual(meid.format('af0123450abcDE', add_check_digit=True),
                         'AF 01 23 45 0A BC DE C')
        self.assertEqual(meid.format('293608736500703710', format='hex', add_check_digit=True),
                         'AF 01 23 45 0A BC DE C')


if __name__ == '__main__':
    unittest.main()
