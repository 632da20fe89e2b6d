import unittest

import pycountry


class CountriesTest(unittest.TestCase):

    def test_country_list(self):
        self.assertEqual(len(pycountry.countries), 7)
        self.assertIsInstance(list(pycountry.countries)[0], pycountry.db.Data)

    def test_get_by_alpha_codes(self):
        germany = pycountry.countries.get(alpha_2="DE")
        self.assertEqual(germany.alpha_3, "DEU")
        self.assertIs(pycountry.countries.get(alpha_3="deu"), germany)

    def test_get_by_numeric_string(self):
        self.assertEqual(pycountry.countries.get(numeric="040").name, "Austria")
        self.assertEqual(pycountry.countries.get(numeric="276").name, "Germany")

    def test_get_by_numeric_int(self):
        self.assertEqual(pycountry.countries.get(numeric=840).name, "United States")
        self.assertEqual(pycountry.countries.get(numeric=40).name, "Austria")

    def test_get_default(self):
        self.assertIsNone(pycountry.countries.get(alpha_2="XX"))
        self.assertEqual(pycountry.countries.get(alpha_2="XX", default="n/a"), "n/a")
        self.assertRaises(TypeError, pycountry.countries.get, alpha_2="DE", alpha_3="DEU")

    def test_lookup(self):
        self.assertEqual(pycountry.countries.lookup("france").alpha_2, "FR")
        self.assertEqual(pycountry.countries.lookup("Kingdom of Belgium").alpha_2, "BE")
        self.assertRaises(LookupError, pycountry.countries.lookup, "Atlantis")

    def test_lookup_numeric_int(self):
        self.assertEqual(pycountry.currencies.lookup(8).name, "Lek")

    def test_repr(self):
        self.assertIn("alpha_2='NL'", repr(pycountry.countries.get(alpha_2="NL")))


if __name__ == "__main__":
    unittest.main()
