import unittest

import webcolors


class ConversionTests(unittest.TestCase):

    def test_name_to_hex(self):
        self.assertEqual(webcolors.name_to_hex("Navy"), "#000080")
        self.assertEqual(webcolors.name_to_hex("rebeccapurple"), "#663399")

    def test_name_to_hex_unknown_in_spec(self):
        with self.assertRaises(ValueError):
            webcolors.name_to_hex("coral", spec=webcolors.HTML4)

    def test_hex_to_name_basic(self):
        self.assertEqual(webcolors.hex_to_name("#FFF"), "white")
        self.assertEqual(webcolors.hex_to_name("#000080"), "navy")

    def test_hex_to_name_css3_color(self):
        self.assertEqual(webcolors.hex_to_name("#ff8c00"), "darkorange")
        self.assertEqual(webcolors.hex_to_name("#F0F8FF"), "aliceblue")

    def test_name_round_trip(self):
        for name in ("tomato", "indigo", "teal"):
            self.assertEqual(webcolors.hex_to_name(webcolors.name_to_hex(name)), name)

    def test_rgb_to_name(self):
        self.assertEqual(webcolors.rgb_to_name((255, 127, 80)), "coral")
        self.assertEqual(webcolors.rgb_to_name((300, -5, 0)), "red")

    def test_hex_rgb_conversion(self):
        self.assertEqual(webcolors.hex_to_rgb("#4b0082"), (75, 0, 130))
        self.assertEqual(webcolors.rgb_to_hex((75, 0, 130)), "#4b0082")
        self.assertEqual(webcolors.name_to_rgb("orange"), (255, 165, 0))

    def test_invalid_hex(self):
        with self.assertRaises(ValueError):
            webcolors.normalize_hex("#ff00")


if __name__ == "__main__":
    unittest.main()
