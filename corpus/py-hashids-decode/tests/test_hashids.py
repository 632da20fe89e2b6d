import unittest

from hashids import Hashids


class TestConstructor(unittest.TestCase):
    def test_small_alphabet(self):
        with self.assertRaises(ValueError):
            Hashids(alphabet='abcabc')


class TestEncoding(unittest.TestCase):
    def test_empty_call(self):
        self.assertEqual(Hashids().encode(), '')

    def test_default_salt(self):
        self.assertEqual(Hashids().encode(1, 2, 3), 'o2fXhV')

    def test_salt(self):
        h = Hashids(salt='this is my salt')
        self.assertEqual(h.encode(12345), 'NkK9')
        self.assertEqual(h.encode(683, 94108, 123, 5), 'aBMswoO2UB3Sj')

    def test_single_number(self):
        h = Hashids()
        self.assertEqual(h.encode(0), 'gY')
        self.assertEqual(h.encode(1), 'jR')

    def test_negative_call(self):
        self.assertEqual(Hashids().encode(1, -2, 3), '')


class TestDecoding(unittest.TestCase):
    def test_empty_string(self):
        self.assertEqual(Hashids().decode(''), ())

    def test_default_salt(self):
        self.assertEqual(Hashids().decode('o2fXhV'), (1, 2, 3))

    def test_salt(self):
        h = Hashids(salt='this is my salt')
        self.assertEqual(h.decode('NkK9'), (12345,))
        self.assertEqual(h.decode('aBMswoO2UB3Sj'), (683, 94108, 123, 5))

    def test_invalid_hash(self):
        self.assertEqual(Hashids(alphabet='abcdefghijklmnop').decode('qrstuvwxyz'), ())


if __name__ == '__main__':
    unittest.main()
