import unittest

from pricing.tax import add_vat, vat_portion


class TaxTest(unittest.TestCase):
    def test_vat_round_trip(self):
        self.assertEqual(add_vat(50.0), 60.0)
        self.assertEqual(vat_portion(60.0), 10.0)


if __name__ == "__main__":
    unittest.main()
