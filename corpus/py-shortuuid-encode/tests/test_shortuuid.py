import unittest
from uuid import UUID

from shortuuid import ShortUUID


class ClassShortUUIDTest(unittest.TestCase):
    def setUp(self):
        self.su = ShortUUID()

    def test_generation(self):
        self.assertTrue(20 < len(self.su.uuid()) < 24)
        self.assertTrue(20 < len(self.su.uuid("http://www.example.com/")) < 24)

    def test_random(self):
        self.assertEqual(len(self.su.random()), 22)
        for i in range(1, 30):
            self.assertEqual(len(self.su.random(i)), i)

    def test_encoding(self):
        u = UUID("{3b1f8b40-222c-4a6e-b77e-779d5a94e21c}")
        self.assertEqual(self.su.encode(u), "CXc85b4rqinB7s5J52TRYb")

    def test_decoding(self):
        u = UUID("{3b1f8b40-222c-4a6e-b77e-779d5a94e21c}")
        self.assertEqual(self.su.decode("CXc85b4rqinB7s5J52TRYb"), u)

    def test_consistency(self):
        for _ in range(100):
            u = self.su.uuid()
            self.assertEqual(self.su.encode(self.su.decode(u)), u)

    def test_alphabet(self):
        su = ShortUUID(alphabet="01")
        self.assertEqual(su.get_alphabet(), "01")
        self.assertEqual(len(su.uuid()), 128)
        with self.assertRaises(ValueError):
            ShortUUID(alphabet="1")

    def test_encode_rejects_non_uuid(self):
        with self.assertRaises(ValueError):
            self.su.encode("3b1f8b40")


if __name__ == "__main__":
    unittest.main()
