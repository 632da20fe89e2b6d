import unittest
from decimal import Decimal

from timesheet.entries import parse_entry
from timesheet.invoice import build_invoice, hours_by_client

SHEET = """
# week 19
2024-05-06 09:00-12:00 acme: sprint planning
2024-05-06 13:00-17:00 acme: checkout bug
2024-05-07 09:00-11:00 globex: data migration
2024-05-08 10:00-12:00 globex: data migration
""".splitlines()

HALF_HOURS = [
    "2024-05-09 09:15-12:45 acme: API review",
    "2024-05-09 14:00-14:45 initech: call",
    "2024-05-10 08:30-10:00 acme: deploy",
]


class InvoiceTest(unittest.TestCase):
    def test_parse_entry(self):
        entry = parse_entry("2024-05-09 09:15-12:45 acme: API review")
        self.assertEqual((entry.client, entry.minutes, entry.note), ("acme", 210, "API review"))

    def test_bad_entries(self):
        for line in ("2024-05-09 12:00-09:00 acme: backwards", "monday 9-5 acme: work"):
            with self.assertRaises(ValueError):
                parse_entry(line)

    def test_whole_hours(self):
        self.assertEqual(hours_by_client(SHEET), {"acme": 7, "globex": 4})

    def test_invoice_whole_hours(self):
        invoice = build_invoice(SHEET, "globex", "85.00")
        self.assertEqual(invoice["amount"], Decimal("340.00"))

    def test_partial_hours(self):
        self.assertEqual(hours_by_client(HALF_HOURS), {"acme": 5.0, "initech": 0.75})

    def test_invoice_partial_hours(self):
        invoice = build_invoice(HALF_HOURS, "initech", "120")
        self.assertEqual(invoice["hours"], 0.75)
        self.assertEqual(invoice["amount"], Decimal("90.00"))

    def test_unknown_client(self):
        self.assertEqual(build_invoice(SHEET, "umbrella", "100")["amount"], Decimal("0.00"))


if __name__ == "__main__":
    unittest.main()
