import unittest

from tabs.ledger import Ledger
from tabs.money import format_cents, to_cents
from tabs.split import split_even, split_weighted


class MoneyTest(unittest.TestCase):
    def test_whole_and_half_amounts(self):
        self.assertEqual([to_cents(12), to_cents(12.5), to_cents("1,250.00")], [1200, 1250, 125000])

    def test_prices_in_cents(self):
        self.assertEqual([to_cents(19.99), to_cents(0.29), to_cents("4.35")], [1999, 29, 435])

    def test_format(self):
        self.assertEqual(format_cents(-1205), "-€12.05")


class SplitTest(unittest.TestCase):
    def test_even_split_spreads_the_odd_cents(self):
        self.assertEqual(split_even(1000, ["a", "b", "c"]), {"a": 334, "b": 333, "c": 333})

    def test_weighted_split(self):
        self.assertEqual(split_weighted(1000, {"a": 2, "b": 1}), {"a": 667, "b": 333})


class LedgerTest(unittest.TestCase):
    def test_dinner_and_coffee(self):
        ledger = Ledger(["ann", "bob", "cem"])
        ledger.add_expense("ann", 57.30)
        ledger.add_expense("bob", 4.35, among=["bob", "cem"])
        self.assertEqual(ledger.balances(), {"ann": 3820, "bob": -1693, "cem": -2127})
        self.assertEqual(ledger.settle(), [("cem", "ann", 2127), ("bob", "ann", 1693)])
