import unittest

from PIL import ImageColor


class TestImageColor(unittest.TestCase):
    def test_hash(self):
        self.assertEqual(ImageColor.getrgb("#f00"), (255, 0, 0))
        self.assertEqual(ImageColor.getrgb("#ff0000"), (255, 0, 0))
        self.assertEqual(ImageColor.getrgb("#F00"), (255, 0, 0))
        self.assertEqual(ImageColor.getrgb("#12aB4f"), (18, 171, 79))

    def test_colormap(self):
        self.assertEqual(ImageColor.getrgb("RebeccaPurple"), (102, 51, 153))
        self.assertEqual(ImageColor.getrgb("orange"), (255, 165, 0))

    def test_rgb_functional(self):
        self.assertEqual(ImageColor.getrgb("rgb(255, 0, 0)"), (255, 0, 0))
        self.assertEqual(ImageColor.getrgb("rgb(  18 ,171,79 )"), (18, 171, 79))

    def test_unknown_color(self):
        with self.assertRaises(ValueError):
            ImageColor.getrgb("invalid color")
        with self.assertRaises(ValueError):
            ImageColor.getrgb("#" + "f" * 100)

    def test_getcolor_rgb_and_rgba(self):
        self.assertEqual(ImageColor.getcolor("red", "RGB"), (255, 0, 0))
        self.assertEqual(ImageColor.getcolor("red", "RGBA"), (255, 0, 0, 255))
        self.assertEqual(ImageColor.getcolor("hsl(0, 100%, 50%)", "RGB"), (255, 0, 0))
        self.assertEqual(ImageColor.getcolor("hsl(120, 100%, 25%)", "RGBA"), (0, 128, 0, 255))

    def test_getcolor_grayscale(self):
        self.assertEqual(ImageColor.getcolor("white", "L"), 255)
        self.assertEqual(ImageColor.getcolor("black", "LA"), (0, 255))
        self.assertEqual(ImageColor.getcolor("hsl(0, 0%, 100%)", "L"), 255)
