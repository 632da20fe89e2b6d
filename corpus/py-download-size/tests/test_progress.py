import unittest

from ydl.progress import calc_eta, calc_percent, progress_line
from ydl.utils import format_bytes, format_seconds, parse_filesize


class UtilsTest(unittest.TestCase):
    def test_format_bytes_kib(self):
        self.assertEqual(format_bytes(1024), '1.00KiB')
        self.assertEqual(format_bytes('1536'), '1.50KiB')

    def test_format_bytes_unknown(self):
        self.assertEqual(format_bytes(None), 'N/A')

    def test_format_bytes_large(self):
        self.assertEqual(format_bytes(3 * 1024 ** 2), '3.00MiB')
        self.assertEqual(format_bytes(parse_filesize('1.5GiB')), '1.50GiB')

    def test_parse_filesize(self):
        self.assertEqual(parse_filesize('1.5MiB'), 1572864)
        self.assertEqual(parse_filesize('2 MB'), 2000000)
        self.assertEqual(parse_filesize('12,5KB'), 12500)
        self.assertIsNone(parse_filesize('lots'))

    def test_format_seconds(self):
        self.assertEqual(format_seconds(65), '01:05')
        self.assertEqual(format_seconds(3725), '01:02:05')
        self.assertEqual(format_seconds(360000), '--:--:--')


class ProgressTest(unittest.TestCase):
    def test_percent_and_eta(self):
        self.assertEqual(calc_percent(50, 200), 25.0)
        self.assertIsNone(calc_percent(50, None))
        self.assertEqual(calc_eta(0, 10, 1000, 250), 30)
        self.assertIsNone(calc_eta(0, 10, 1000, 0))

    def test_progress_line(self):
        line = progress_line({'downloaded_bytes': 2 * 1024 ** 2, 'total_bytes': 8 * 1024 ** 2, 'elapsed': 2048})
        self.assertEqual(line, '[download]  25.0% of 8.00MiB at 1.00KiB/s ETA 01:42:24')

    def test_progress_line_unknown_size(self):
        line = progress_line({'downloaded_bytes': 0, 'elapsed': 5})
        self.assertEqual(line, '[download] Unknown % of N/A at Unknown speed Unknown ETA')


if __name__ == "__main__":
    unittest.main()
