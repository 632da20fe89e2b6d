import unittest
from decimal import Decimal

from billing.invoice import Invoice
from billing.money import format_amount, format_rate, to_decimal


class InvoiceTest(unittest.TestCase):
    def test_totals(self):
        invoice = Invoice("2024-001").add("Green tea 250g", 3, "4.15", "0.07").add("Cup", 2, "2.50")
        self.assertEqual(
            invoice.totals(),
            {"net": Decimal("17.45"), "tax": Decimal("1.87"), "gross": Decimal("19.32")},
        )

    def test_summary_is_formatted(self):
        invoice = Invoice("2024-002").add("Consulting day", 2, "650.00")
        self.assertEqual(
            invoice.summary(),
            {"net": "1,300.00 EUR", "tax": "260.00 EUR", "gross": "1,560.00 EUR"},
        )

    def test_half_cent_tax_rounds_up(self):
        invoice = Invoice("2024-003").add("Stamp", 1, "2.50", "0.05")
        self.assertEqual(invoice.lines[0].tax, Decimal("0.13"))
        self.assertEqual(invoice.summary()["gross"], "2.63 EUR")

    def test_ledger_tax_rounds_once(self):
        invoice = Invoice("2024-004")
        for _ in range(3):
            invoice.add("Sticker", 1, "0.10", "0.25")
        self.assertEqual(invoice.ledger_tax(), Decimal("0.08"))

    def test_float_amounts_are_refused(self):
        with self.assertRaises(TypeError):
            Invoice("2024-005").add("Pen", 1, 1.99)
        with self.assertRaises(ValueError):
            to_decimal("1,99")

    def test_format_amount(self):
        self.assertEqual(format_rate("0.075"), "7.5%")
        self.assertEqual(format_amount("1234.5"), "1,234.50 EUR")
        self.assertEqual(format_amount("-3.4"), "-3.40 EUR")
        self.assertEqual(format_amount("0.125", "USD"), "0.13 USD")


if __name__ == "__main__":
    unittest.main()
