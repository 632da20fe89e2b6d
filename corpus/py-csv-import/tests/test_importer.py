import unittest
from datetime import date
from decimal import Decimal

from ledger.fields import parse_amount
from ledger.importer import StatementImporter

GOOD = """date,payee,amount
2026-01-03,Grocer,-42.10
04/01/2026,Employer,"2,500.00"
2026-01-05,Refund,(3.25)
"""


class AmountTest(unittest.TestCase):
    def test_parenthesised_amounts_are_negative(self):
        self.assertEqual(parse_amount("(3.25)"), Decimal("-3.25"))

    def test_amounts_are_rounded_to_cents(self):
        self.assertEqual(parse_amount("$1,000.005"), Decimal("1000.01"))


class ImporterTest(unittest.TestCase):
    def test_imports_valid_rows(self):
        imp = StatementImporter().load(GOOD)
        self.assertEqual(imp.errors, [])
        self.assertEqual(imp.transactions[1].date, date(2026, 1, 4))
        self.assertEqual(imp.balance(), Decimal("2454.65"))

    def test_bad_date_is_reported(self):
        imp = StatementImporter().load("date,payee,amount\n2026-13-01,Shop,1.00\n2026-01-02,Shop,2.00\n")
        self.assertEqual(imp.errors, [(2, "bad date '2026-13-01'")])
        self.assertEqual(len(imp.transactions), 1)

    def test_bad_amount_is_reported(self):
        imp = StatementImporter().load("date,payee,amount\n2026-01-02,Cafe,4.5O\n")
        self.assertEqual(imp.errors, [(2, "bad amount '4.5O'")])

    def test_import_continues_after_a_bad_amount(self):
        imp = StatementImporter().load("date,payee,amount\n2026-01-02,Cafe,n/a\n2026-01-03,Cafe,3.80\n")
        self.assertEqual([t.amount for t in imp.transactions], [Decimal("3.80")])

    def test_missing_column(self):
        with self.assertRaises(ValueError):
            StatementImporter().load("date,payee\n2026-01-02,Cafe\n")


if __name__ == "__main__":
    unittest.main()
