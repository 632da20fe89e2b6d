import unittest

from stdnum import isbn
from stdnum.exceptions import InvalidChecksum, InvalidFormat, InvalidLength


class TestISBN(unittest.TestCase):

    def test_validate_isbn13(self):
        self.assertEqual(isbn.validate('978-9024538270'), '9789024538270')

    def test_validate_isbn10(self):
        self.assertEqual(isbn.validate('1-85798-218-5'), '1857982185')

    def test_validate_isbn10_with_x_check_digit(self):
        self.assertEqual(isbn.validate('0-8044-2957-X'), '080442957X')

    def test_validate_isbn10_lowercase_x(self):
        self.assertEqual(isbn.validate('0 8044 2957 x'), '080442957X')

    def test_is_valid_lowercase_x(self):
        self.assertTrue(isbn.is_valid('0-8044-2957-x'))

    def test_invalid_checksum(self):
        self.assertRaises(InvalidChecksum, isbn.validate, '978-9024538271')
        self.assertRaises(InvalidChecksum, isbn.validate, '1-85798-218-6')

    def test_invalid_format_and_length(self):
        self.assertRaises(InvalidFormat, isbn.validate, '1-85A98-218-5')
        self.assertRaises(InvalidLength, isbn.validate, '978-902453827')

    def test_to_isbn13(self):
        self.assertEqual(isbn.to_isbn13('1-85798-218-5'), '978-1-85798-218-3')
        self.assertEqual(isbn.validate('1857982185', convert=True), '9781857982183')


if __name__ == '__main__':
    unittest.main()
