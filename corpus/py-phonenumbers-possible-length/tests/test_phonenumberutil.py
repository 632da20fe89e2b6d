"""Unit tests for phonenumberutil.py"""
import unittest

from phonenumbers import PhoneNumber, ValidationResult
from phonenumbers import is_possible_number, is_possible_number_with_reason

US_NUMBER = PhoneNumber(country_code=1, national_number=6502530000)
US_LOCAL_NUMBER = PhoneNumber(country_code=1, national_number=2530000)
GB_MOBILE = PhoneNumber(country_code=44, national_number=7912345678)
GB_SHORT_NATIONAL = PhoneNumber(country_code=44, national_number=8001111)
DE_NUMBER = PhoneNumber(country_code=49, national_number=30123456)


class PhoneNumberUtilTest(unittest.TestCase):
    def testIsPossibleNumberWithReason_US(self):
        self.assertEqual(ValidationResult.IS_POSSIBLE, is_possible_number_with_reason(US_NUMBER))
        self.assertEqual(ValidationResult.IS_POSSIBLE_LOCAL_ONLY,
                         is_possible_number_with_reason(US_LOCAL_NUMBER))
        self.assertEqual(ValidationResult.TOO_SHORT,
                         is_possible_number_with_reason(PhoneNumber(1, 253000)))
        self.assertEqual(ValidationResult.TOO_LONG,
                         is_possible_number_with_reason(PhoneNumber(1, 65025300001)))

    def testIsPossibleNumberWithReason_InvalidCountryCode(self):
        self.assertEqual(ValidationResult.INVALID_COUNTRY_CODE,
                         is_possible_number_with_reason(PhoneNumber(0, 2530000)))

    def testIsPossibleNumberWithReason_SeveralLengths(self):
        self.assertEqual(ValidationResult.IS_POSSIBLE, is_possible_number_with_reason(GB_MOBILE))
        self.assertEqual(ValidationResult.IS_POSSIBLE, is_possible_number_with_reason(GB_SHORT_NATIONAL))
        self.assertEqual(ValidationResult.INVALID_LENGTH,
                         is_possible_number_with_reason(PhoneNumber(44, 12345678)))
        self.assertEqual(ValidationResult.TOO_LONG,
                         is_possible_number_with_reason(PhoneNumber(44, 79123456789)))

    def testIsPossibleNumber(self):
        self.assertTrue(is_possible_number(US_NUMBER))
        self.assertTrue(is_possible_number(DE_NUMBER))
        self.assertFalse(is_possible_number(PhoneNumber(49, 1)))

    def testEquality(self):
        self.assertEqual(PhoneNumber(1, 6502530000), US_NUMBER)
        self.assertNotEqual(PhoneNumber(1, 6502530000, "1234"), US_NUMBER)


if __name__ == '__main__':
    unittest.main()
