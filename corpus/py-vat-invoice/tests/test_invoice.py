import unittest
from decimal import Decimal

from billing import Invoice
from billing.money import fmt


class InvoiceTest(unittest.TestCase):
    def test_simple_totals(self):
        inv = Invoice("2026-001").add("Hosting", "10.00", 3)
        self.assertEqual(inv.net_total(), Decimal("30.00"))
        self.assertEqual(inv.tax_total(), Decimal("6.00"))
        self.assertEqual(inv.gross_total(), Decimal("36.00"))

    def test_unknown_rate(self):
        with self.assertRaises(ValueError):
            Invoice("x").add("Thing", "1.00", vat="super")

    def test_half_cent_tax_rounds_up(self):
        # 0.25 * 5% = 0.0125 -> 0.01 ; 2.50 * 5% = 0.125 -> 0.13
        inv = Invoice("2026-002").add("Book", "2.50", vat="reduced")
        self.assertEqual(inv.tax_total(), Decimal("0.13"))

    def test_breakdown_per_rate(self):
        inv = (Invoice("2026-003")
               .add("Consulting", "100.00", 2)
               .add("Food", "8.10", 1, vat="reduced")
               .add("Export", "50.00", vat="zero"))
        self.assertEqual(inv.tax_breakdown(),
                         {"standard": Decimal("40.00"), "reduced": Decimal("0.41"), "zero": Decimal("0.00")})

    def test_format(self):
        self.assertEqual(fmt(Decimal("12.5")), "12.50 EUR")
        self.assertEqual(fmt("3", "GBP"), "3.00 GBP")


if __name__ == "__main__":
    unittest.main()
