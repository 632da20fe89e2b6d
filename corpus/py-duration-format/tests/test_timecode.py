import unittest

from playlist.summary import Track, summary
from playlist.timecode import format_clock, format_human, format_srt, parse_clock


class ClockTest(unittest.TestCase):
    def test_under_an_hour(self):
        self.assertEqual(format_clock(247_000), "4:07")
        self.assertEqual(format_clock(59_999), "0:59")

    def test_over_an_hour(self):
        self.assertEqual(format_clock(3_723_000), "1:02:03")
        self.assertEqual(format_clock(5_400_000), "1:30:00")

    def test_parse_round_trip(self):
        for text in ("0:05", "12:34", "2:00:59"):
            self.assertEqual(format_clock(parse_clock(text)), text)

    def test_srt(self):
        self.assertEqual(format_srt(3_723_045), "01:02:03,045")

    def test_human(self):
        self.assertEqual(format_human(3_900_000), "1 h 5 min")
        self.assertEqual(format_human(247_000), "4 min 7 s")

    def test_bad_values(self):
        with self.assertRaises(ValueError):
            parse_clock("1:-2")
        with self.assertRaises(ValueError):
            format_clock(-1)


class SummaryTest(unittest.TestCase):
    def test_summary(self):
        tracks = [Track("Overture", "12:40"), Track("Act I", "48:15"), Track("Finale", "9:13")]
        self.assertEqual(summary("Live at the Hall", tracks), "\n".join([
            "Live at the Hall (3 tracks, 1:10:08)",
            " 1. Overture    12:40",
            " 2. Act I       48:15",
            " 3. Finale       9:13",
        ]))


if __name__ == "__main__":
    unittest.main()
