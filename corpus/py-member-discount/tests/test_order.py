import unittest
from decimal import Decimal

from shop.order import Order


def order(**kwargs):
    o = Order(**kwargs)
    o.add("TEA-01", "12.50", 2)
    o.add("MUG-07", "9.99")
    return o


class OrderTest(unittest.TestCase):
    def test_subtotal(self):
        self.assertEqual(order().subtotal(), Decimal("34.99"))

    def test_basic_member_pays_full_price(self):
        self.assertEqual(order().total(), Decimal("34.99"))

    def test_gold_member_discount(self):
        o = order(tier="gold")
        self.assertEqual(o.discount(), Decimal("3.50"))
        self.assertEqual(o.total(), Decimal("31.49"))

    def test_override_replaces_tier_rate(self):
        self.assertEqual(order(tier="silver", discount_override="0.2").discount(), Decimal("7.00"))

    def test_zero_override_disables_discount(self):
        o = order(tier="gold", discount_override=0)
        self.assertEqual(o.discount(), Decimal("0.00"))
        self.assertEqual(o.total(), Decimal("34.99"))

    def test_override_out_of_range(self):
        with self.assertRaises(ValueError):
            order(discount_override="0.75").total()

    def test_bad_quantity(self):
        with self.assertRaises(ValueError):
            Order().add("TEA-01", "12.50", 0)


if __name__ == "__main__":
    unittest.main()
