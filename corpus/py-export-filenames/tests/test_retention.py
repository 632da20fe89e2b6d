import unittest
from datetime import date, datetime

from exports.naming import adhoc_name, parse_name
from exports.retention import expired, plan

TODAY = date(2026, 3, 20)

LISTING = [
    "orders-2026-02-10.csv",
    "orders-2026-02-25.csv",
    "orders-2026-03-19.csv",
    "orders-20260301T093000.csv",
    "orders-20260318T170512.csv",
    "README.txt",
    "orders-latest.csv",
]


class NamingTest(unittest.TestCase):
    def test_adhoc_name_round_trip(self):
        name = adhoc_name("orders", datetime(2026, 3, 18, 17, 5, 12))
        self.assertEqual(name, "orders-20260318T170512.csv")
        self.assertEqual(parse_name(name), ("orders", date(2026, 3, 18), False))

    def test_unrelated_files(self):
        self.assertIsNone(parse_name("README.txt"))
        self.assertIsNone(parse_name("orders-latest.csv"))


class RetentionTest(unittest.TestCase):
    def test_expired(self):
        self.assertEqual(expired(LISTING, TODAY), ["orders-2026-02-10.csv", "orders-20260301T093000.csv"])

    def test_adhoc_exports_kept_for_a_week(self):
        self.assertEqual(expired(["orders-20260314T000000.csv", "orders-20260313T235959.csv"], TODAY),
                         ["orders-20260313T235959.csv"])

    def test_plan_tonight(self):
        to_write, to_delete = plan(LISTING, "orders", TODAY, keep_days=60)
        self.assertEqual(to_write, "orders-2026-03-20.csv")
        self.assertEqual(to_delete, ["orders-20260301T093000.csv"])


if __name__ == "__main__":
    unittest.main()
