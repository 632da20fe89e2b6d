import unittest
import warnings
from decimal import Decimal

from moneyed import (EUR, USD, CurrencyDoesNotExist, Money, add_currency,
                     get_currency)


class TestMoney(unittest.TestCase):

    def setUp(self):
        warnings.simplefilter("ignore", DeprecationWarning)
        self.one_million = Money(amount="1000000", currency="USD")

    def test_init_from_string_and_int(self):
        self.assertEqual(Money("10.50", "usd").amount, Decimal("10.50"))
        self.assertEqual(Money(3, EUR).currency, EUR)
        self.assertEqual(Money().amount, Decimal("0"))

    def test_init_from_float(self):
        self.assertEqual(Money(0.1, "USD").amount, Decimal("0.1"))
        self.assertEqual(repr(Money(19.99, "EUR")), "Money('19.99', 'EUR')")

    def test_add_and_sum(self):
        self.assertEqual(Money("1.5", "USD") + Money("2.25", "USD"), Money("3.75", "USD"))
        self.assertEqual(sum([Money(1, USD), Money(2, USD)]), Money(3, USD))
        with self.assertRaises(TypeError):
            Money(1, USD) + Money(1, EUR)

    def test_sub_and_neg(self):
        self.assertEqual(self.one_million - Money(1, USD), Money("999999", USD))
        self.assertEqual(-Money(5, EUR), Money(-5, EUR))

    def test_mul_by_float(self):
        self.assertEqual(Money("10.00", "USD") * 1.1, Money("11.00", "USD"))
        self.assertEqual(3 * Money(2, USD), Money(6, USD))

    def test_div(self):
        self.assertEqual(self.one_million / 4, Money(250000, USD))
        self.assertEqual(Money(10, USD) / Money(4, USD), Decimal("2.5"))
        self.assertRaises(TypeError, lambda: Money(1, USD) / Money(1, EUR))

    def test_round_and_str(self):
        self.assertEqual(Money("2.675", USD).round(2), Money("2.68", USD))
        self.assertEqual(str(self.one_million), "USD 1,000,000.00")

    def test_currencies(self):
        self.assertEqual(get_currency(iso=978), EUR)
        self.assertRaises(CurrencyDoesNotExist, get_currency, "ABC")
        add_currency("DOGE", "000", name="Dogecoin")
        self.assertEqual(Money(1, "DOGE").currency.name, "Dogecoin")


if __name__ == "__main__":
    unittest.main()
