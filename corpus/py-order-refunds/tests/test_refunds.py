import unittest
from decimal import Decimal

from billing.money import format_money, to_money
from billing.orders import Order
from billing.refunds import RefundError, refund, total_refunded


def order(discount=0.0):
    return Order.from_json({
        "number": "SO-1187",
        "discount": discount,
        "lines": [
            {"sku": "MUG-BLUE", "price": 19.99, "qty": 2},
            {"sku": "TEA-EARL", "price": 4.35, "qty": 2},
        ],
    })


class MoneyTest(unittest.TestCase):
    def test_to_money(self):
        self.assertEqual(to_money(12), Decimal("12.00"))
        self.assertEqual(to_money("3.505"), Decimal("3.51"))
        self.assertEqual(format_money(Decimal("1234.5")), "1,234.50 EUR")


class OrderTest(unittest.TestCase):
    def test_total(self):
        self.assertEqual(order().total(), Decimal("48.68"))

    def test_total_with_discount(self):
        # 15% off: 33.983 -> 33.98 and 7.395 -> 7.40
        self.assertEqual(order(discount=0.15).total(), Decimal("41.38"))


class RefundTest(unittest.TestCase):
    def test_refund_one_unit(self):
        o = order()
        self.assertEqual(refund(o, "MUG-BLUE", 1), Decimal("19.99"))
        self.assertEqual(o.refunded, {"MUG-BLUE": 1})

    def test_cannot_refund_more_than_bought(self):
        o = order()
        refund(o, "TEA-EARL", 2)
        with self.assertRaises(RefundError):
            refund(o, "TEA-EARL", 1)

    def test_refund_at_half_price(self):
        o = order(discount=0.5)
        self.assertEqual(refund(o, "MUG-BLUE", 1), Decimal("10.00"))
        self.assertEqual(refund(o, "TEA-EARL", 1), Decimal("2.18"))
        self.assertEqual(total_refunded(o), Decimal("12.18"))


if __name__ == "__main__":
    unittest.main()
