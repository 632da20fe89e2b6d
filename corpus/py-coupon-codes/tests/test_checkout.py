import unittest

from promo import Checkout, CouponBook
from promo.checkout import UnknownCoupon


def book():
    b = CouponBook()
    b.add("spring10", 10)
    b.add(" BIG25 ", 25, min_subtotal=10000)
    return b


class CheckoutTest(unittest.TestCase):
    def test_total_without_coupon(self):
        c = Checkout(book())
        c.add_line("mug", 1200, qty=2)
        self.assertEqual(c.total(), 2400)

    def test_coupon_as_registered(self):
        c = Checkout(book())
        c.add_line("mug", 1000)
        c.apply_coupon("spring10")
        self.assertEqual(c.total(), 900)

    def test_coupon_code_is_case_insensitive(self):
        c = Checkout(book())
        c.add_line("mug", 1000)
        c.apply_coupon("SPRING10")
        self.assertEqual(c.total(), 900)

    def test_coupon_typed_with_spaces_and_capitals(self):
        c = Checkout(book())
        c.add_line("lamp", 20000)
        c.apply_coupon("  Big25")
        self.assertEqual(c.total(), 15000)

    def test_minimum_subtotal(self):
        c = Checkout(book())
        c.add_line("pen", 500)
        c.apply_coupon("big25")
        self.assertEqual(c.total(), 500)

    def test_unknown_coupon(self):
        c = Checkout(book())
        with self.assertRaises(UnknownCoupon):
            c.apply_coupon("nope")

    def test_codes_stored_normalised(self):
        self.assertEqual(len(book()), 2)
        self.assertIsNotNone(book().lookup("big25"))


if __name__ == "__main__":
    unittest.main()
