import datetime
import unittest

import validators
from validators import ValidationFailure


class TestIban(unittest.TestCase):

    def test_returns_true_on_valid_iban(self):
        for value in ('GB82WEST12345698765432', 'NO9386011117947',
                      'DE29100500001061045672'):
            self.assertTrue(validators.iban(value), value)

    def test_returns_failed_validation_on_invalid_iban(self):
        for value in ('GB81WEST12345698765432', 'NO9186011117947',
                      'gb82west12345698765432', 'GB82WEST1234', 'DE29 1005 0000'):
            result = validators.iban(value)
            self.assertIsInstance(result, ValidationFailure, value)


class TestBetween(unittest.TestCase):

    def test_returns_true_on_valid_range(self):
        self.assertTrue(validators.between(12, min=1, max=13))
        self.assertTrue(validators.between(500, max=500))
        self.assertTrue(validators.between(datetime.date(2024, 5, 1),
                                           min=datetime.date(2024, 1, 1)))

    def test_returns_failed_validation_on_invalid_range(self):
        result = validators.between(12, min=13, max=14)
        self.assertFalse(result)
        self.assertEqual(result.value, 12)
        self.assertEqual(result.min, 13)

    def test_raises_assertion_error_for_invalid_args(self):
        with self.assertRaises(AssertionError):
            validators.between(3)
        with self.assertRaises(AssertionError):
            validators.between(3, min=4, max=2)


class TestLength(unittest.TestCase):

    def test_returns_true_on_valid_length(self):
        self.assertTrue(validators.length('password', min=2))
        self.assertTrue(validators.length('something', max=10))

    def test_returns_failed_validation_on_invalid_length(self):
        self.assertIsInstance(validators.length('something', min=10), ValidationFailure)

    def test_failure_repr(self):
        self.assertEqual(
            repr(validators.length('abc', max=2)),
            "ValidationFailure(func=length, args={'value': 'abc', 'max': 2})")


if __name__ == '__main__':
    unittest.main()
