import unittest

from weblog.parse import parse_line
from weblog.report import TrafficReport

UA = '"-" "Mozilla/5.0 (X11; Linux x86_64)"'
LINES = [
    f'10.0.0.1 - - [03/Mar/2026:10:00:01 +0000] "GET /blog/ HTTP/1.1" 200 5120 {UA}',
    f'10.0.0.2 - - [03/Mar/2026:10:00:02 +0000] "GET /blog/?page=2 HTTP/1.1" 200 4800 {UA}',
    f'10.0.0.3 - - [03/Mar/2026:10:00:03 +0000] "GET /blog/?utm_source=mail HTTP/1.1" 200 5120 {UA}',
    f'10.0.0.1 - - [03/Mar/2026:10:00:04 +0000] "GET /static/site.css HTTP/1.1" 200 900 {UA}',
    f'10.0.0.4 - - [03/Mar/2026:10:00:05 +0000] "GET /about HTTP/1.1" 200 2048 {UA}',
    f'10.0.0.4 - - [03/Mar/2026:10:00:06 +0000] "POST /contact HTTP/1.1" 502 - {UA}',
    '66.249.66.1 - - [03/Mar/2026:10:00:07 +0000] "GET /about HTTP/1.1" 200 2048 "-" "Googlebot/2.1"',
    'not a log line',
]


class ParseTest(unittest.TestCase):
    def test_fields(self):
        e = parse_line(LINES[1])
        self.assertEqual((e["ip"], e["method"], e["status"], e["bytes"]), ("10.0.0.2", "GET", 200, 4800))
        self.assertEqual(e["path"], "/blog/")
        self.assertEqual(e["time"].hour, 10)

    def test_malformed_line(self):
        self.assertIsNone(parse_line(LINES[-1]))


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.report = TrafficReport(LINES)

    def test_status_counts(self):
        self.assertEqual(self.report.status_counts(), {200: 6, 502: 1})
        self.assertEqual(self.report.skipped, 1)

    def test_bytes_served(self):
        self.assertEqual(self.report.bytes_served(), 5120 + 4800 + 5120 + 900 + 2048 + 2048)

    def test_top_pages_ignore_query_strings(self):
        self.assertEqual(self.report.top_pages(2), [("/blog/", 3), ("/about", 1)])

    def test_top_pages_skip_assets_and_bots(self):
        report = TrafficReport(LINES[3:7])
        self.assertEqual(report.top_pages(), [("/about", 1)])

    def test_server_errors(self):
        self.assertEqual(self.report.server_errors(), [("2026-03-03T10:00:06+00:00", "POST", "/contact")])


if __name__ == "__main__":
    unittest.main()
