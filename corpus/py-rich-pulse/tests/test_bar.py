import unittest

from rich.color import ColorParseError, ColorTriplet, blend_rgb, parse_rgb_hex
from rich.progress_bar import PULSE_SIZE, ProgressBar


class TestColor(unittest.TestCase):
    def test_parse_rgb_hex(self):
        self.assertEqual(parse_rgb_hex("#ff8000"), ColorTriplet(255, 128, 0))
        with self.assertRaises(ColorParseError):
            parse_rgb_hex("#fff")

    def test_hex_and_normalized(self):
        self.assertEqual(ColorTriplet(255, 0, 16).hex, "#ff0010")
        self.assertEqual(ColorTriplet(255, 0, 0).normalized, (1.0, 0.0, 0.0))

    def test_blend_rgb(self):
        self.assertEqual(blend_rgb(ColorTriplet(0, 0, 0), ColorTriplet(200, 100, 50)), ColorTriplet(100, 50, 25))
        self.assertEqual(blend_rgb(ColorTriplet(0, 0, 0), ColorTriplet(200, 100, 50), 0), ColorTriplet(0, 0, 0))


class TestProgressBar(unittest.TestCase):
    def test_percentage(self):
        bar = ProgressBar(total=200, completed=50)
        self.assertEqual(bar.percentage_completed, 25.0)
        self.assertIsNone(ProgressBar(total=None).percentage_completed)

    def test_render_bar(self):
        self.assertEqual(ProgressBar(total=10, completed=5, width=10).render_bar(), "━━━━━     ")

    def test_pulse_fades_from_background_to_pulse_color(self):
        bar = ProgressBar(total=None, width=PULSE_SIZE, pulse_color="#ff0000", back_color="#000000")
        cells = bar.render_pulse()
        self.assertEqual(len(cells), PULSE_SIZE)
        self.assertEqual(cells[0], "#000000")
        self.assertEqual(cells[PULSE_SIZE // 2], "#ff0000")

    def test_pulse_offset(self):
        bar = ProgressBar(total=None, width=5, pulse_color="#00ff00", back_color="#101010")
        self.assertEqual(bar.render_pulse(offset=PULSE_SIZE // 2)[0], "#00ff00")
        self.assertEqual(bar.render_pulse(offset=PULSE_SIZE)[0], "#101010")


if __name__ == "__main__":
    unittest.main()
