import unittest

from pricing.discounts import apply_discount, bulk_discount_rate, line_total


class DiscountTest(unittest.TestCase):
    def test_no_bulk_rate_for_small_orders(self):
        self.assertEqual(bulk_discount_rate(3), 0.0)

    def test_line_total_with_bulk_discount(self):
        self.assertEqual(line_total(2.0, 20), 36.0)

    def test_discount_out_of_range_is_rejected(self):
        with self.assertRaises(ValueError):
            apply_discount(10.0, 120)

    def test_apply_discount_reduces_amount(self):
        self.assertEqual(apply_discount(80.0, 25), 60.0)


if __name__ == "__main__":
    unittest.main()
