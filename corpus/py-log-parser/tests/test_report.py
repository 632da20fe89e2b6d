import unittest
from datetime import datetime

from logscan.parser import MalformedLine, parse_line
from logscan.report import LogReport

LOG = """\
2026-03-01 12:00:05.123 [INFO] web.app: started on port 8080
2026-03-01 12:00:09 [WARN] db.pool: slow query (812 ms)
2026-03-01 12:01:00.500 [ERROR] db.pool: connection lost
garbage line without a level
2026-03-01 12:02:10 [error] web.app: request failed: timeout
2026-03-01 12:03:00 [ERROR] db.pool: connection lost

2026-03-01 12:04:00 [DEBUG] web.app: heartbeat
""".splitlines()


class ParserTest(unittest.TestCase):
    def test_parse_line_fields(self):
        e = parse_line("2026-03-01 12:00:05.123 [INFO] web.app: started on port 8080\n")
        self.assertEqual(e.time, datetime(2026, 3, 1, 12, 0, 5, 123000))
        self.assertEqual(e.level, "INFO")
        self.assertEqual(e.logger, "web.app")
        self.assertEqual(e.message, "started on port 8080")

    def test_bad_timestamp_is_malformed(self):
        with self.assertRaises(MalformedLine):
            parse_line("yesterday [INFO] web.app: hello")


class ReportTest(unittest.TestCase):
    def test_levels_are_normalized(self):
        report = LogReport().feed(LOG)
        self.assertEqual(report.count_by_level(), {"INFO": 1, "WARNING": 1, "ERROR": 3, "DEBUG": 1})

    def test_malformed_lines_are_counted(self):
        self.assertEqual(LogReport().feed(LOG).malformed, 1)

    def test_min_level_filters(self):
        report = LogReport(min_level="warning").feed(LOG)
        self.assertEqual(len(report.entries), 4)

    def test_errors_by_logger(self):
        report = LogReport().feed(LOG)
        self.assertEqual(report.errors_by_logger(), [("db.pool", 2), ("web.app", 1)])

    def test_since(self):
        report = LogReport().feed(LOG)
        recent = report.since(datetime(2026, 3, 1, 12, 2))
        self.assertEqual([e.level for e in recent], ["ERROR", "ERROR", "DEBUG"])


if __name__ == "__main__":
    unittest.main()
