import decimal
import unittest

from environs import Env, EnvError


class TestCasting(unittest.TestCase):
    def setUp(self):
        self.environ = {}
        self.env = Env(environ=self.environ)

    def test_str_and_default(self):
        self.environ["NAME"] = "spam"
        self.assertEqual(self.env("NAME"), "spam")
        self.assertEqual(self.env.str("MISSING", "eggs"), "eggs")

    def test_required_missing(self):
        with self.assertRaises(EnvError):
            self.env.int("PORT")

    def test_int_invalid(self):
        self.environ["PORT"] = "eighty"
        with self.assertRaises(EnvError):
            self.env.int("PORT")

    def test_bool(self):
        self.environ["DEBUG"] = " Yes "
        self.assertIs(self.env.bool("DEBUG"), True)
        self.environ["DEBUG"] = "maybe"
        with self.assertRaises(EnvError):
            self.env.bool("DEBUG")

    def test_decimal(self):
        self.environ["PRICE"] = "2.50"
        self.assertEqual(self.env.decimal("PRICE"), decimal.Decimal("2.50"))
        self.assertEqual(self.env.dump(), {"PRICE": "2.50"})

    def test_decimal_invalid(self):
        self.environ["PRICE"] = "two fifty"
        with self.assertRaises(EnvError):
            self.env.decimal("PRICE")

    def test_list_and_dict(self):
        self.environ["IDS"] = "1, 2,3"
        self.environ["LIMITS"] = "cpu=2, mem=512"
        self.assertEqual(self.env.list("IDS", subcast=int), [1, 2, 3])
        self.assertEqual(self.env.dict("LIMITS", subcast_values=int), {"cpu": 2, "mem": 512})

    def test_prefixed(self):
        self.environ["APP_HOST"] = "localhost"
        self.assertEqual(self.env.prefixed("APP_").str("HOST"), "localhost")


if __name__ == "__main__":
    unittest.main()
