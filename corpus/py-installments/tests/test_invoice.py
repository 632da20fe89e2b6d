import unittest

from billing.invoice import Invoice
from billing.money import installments


class InvoiceTest(unittest.TestCase):
    def invoice(self, months):
        return Invoice("ACME", months).add("Consulting", 12000, 2).add("Travel", 1000)

    def test_totals(self):
        inv = self.invoice(1)
        self.assertEqual(inv.net(), 25000)
        self.assertEqual(inv.gross(), 30000)

    def test_summary(self):
        self.assertEqual(self.invoice(3).summary(), "ACME: 300.00 in 3 payment(s)")

    def test_single_payment_plan(self):
        self.assertEqual(self.invoice(1).payment_plan(), [30000])

    def test_plan_of_seven_months(self):
        plan = self.invoice(7).payment_plan()
        self.assertEqual(len(plan), 7)
        self.assertEqual(sum(plan), 30000)
        self.assertEqual(plan[0], 4286)


class InstallmentsTest(unittest.TestCase):
    def test_split_is_fair(self):
        self.assertEqual(installments(1000, 3), [334, 333, 333])

    def test_zero_installments(self):
        with self.assertRaises(ValueError):
            installments(100, 0)


if __name__ == "__main__":
    unittest.main()
