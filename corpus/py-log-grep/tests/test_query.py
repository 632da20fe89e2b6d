import unittest

from logtool.filters import query

LOG = """\
2024-05-01 12:00:01,005 INFO web.app: Started on port 8080
2024-05-01 12:00:03,120 WARNING db.pool: Connection slow (1.8s)
2024-05-01 12:00:04,001 ERROR db.pool: Query failed after timeout of 5s
Traceback (most recent call last):
  TimeoutError: read timed out
2024-05-01 12:00:05,500 INFO dbx.sync: Sync finished
2024-05-01 12:00:09,250 ERROR web.app: Upstream timeout for /api/orders
""".splitlines(keepends=True)


def messages(records):
    return [r.message.split("\n")[0] for r in records]


class QueryTest(unittest.TestCase):
    def test_level(self):
        self.assertEqual(len(query(LOG, level="warning")), 3)

    def test_logger_prefix(self):
        self.assertEqual(messages(query(LOG, logger="db")), ["Connection slow (1.8s)", "Query failed after timeout of 5s"])

    def test_traceback_is_kept_with_its_record(self):
        record = query(LOG, level="error")[0]
        self.assertIn("TimeoutError", record.message)
        self.assertEqual(record.time.microsecond, 1000)

    def test_grep_anchored(self):
        self.assertEqual(messages(query(LOG, grep=r"^(Connection|Sync)")), ["Connection slow (1.8s)", "Sync finished"])

    def test_grep_word_in_message(self):
        self.assertEqual(
            messages(query(LOG, grep="timeout")),
            ["Query failed after timeout of 5s", "Upstream timeout for /api/orders"],
        )

    def test_grep_ignore_case_with_level(self):
        self.assertEqual(messages(query(LOG, level="error", grep="TIMEOUT", ignore_case=True)), ["Query failed after timeout of 5s", "Upstream timeout for /api/orders"])


if __name__ == "__main__":
    unittest.main()
