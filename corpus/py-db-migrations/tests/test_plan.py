import unittest

from migrate.naming import migration_filename
from migrate.plan import MigrationError, Planner

# In the order a directory listing may return them.
FILES = [
    "0003_add_orders_index.sql",
    "README.md",
    "0001_create_users.sql",
    "0004_backfill_totals.sql",
    "0002_create_orders.sql",
]


class PlannerTest(unittest.TestCase):
    def test_filename(self):
        self.assertEqual(migration_filename(12, "Add e-mail column"), "0012_add_e_mail_column.sql")

    def test_non_migration_files_are_ignored(self):
        self.assertEqual(len(Planner(FILES).migrations()), 4)

    def test_pending_runs_in_number_order(self):
        planner = Planner(FILES, applied={1, 2})
        self.assertEqual(planner.pending(), ["0003_add_orders_index.sql", "0004_backfill_totals.sql"])

    def test_nothing_pending(self):
        planner = Planner(["0001_create_users.sql", "0002_create_orders.sql"], applied={1, 2})
        self.assertEqual(planner.pending(), [])

    def test_gap_is_reported(self):
        with self.assertRaises(MigrationError):
            Planner(["0001_a.sql", "0003_c.sql"]).pending()

    def test_next_filename(self):
        self.assertEqual(Planner(FILES).next_filename("drop legacy"), "0005_drop_legacy.sql")
        self.assertEqual(Planner([]).next_filename("init"), "0001_init.sql")


if __name__ == "__main__":
    unittest.main()
