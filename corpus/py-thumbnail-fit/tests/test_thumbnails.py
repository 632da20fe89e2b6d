import unittest

from gallery.thumbnails import thumbnail_for


class ThumbnailTest(unittest.TestCase):
    def test_square_photo(self):
        thumb = thumbnail_for("2024/cat.png", (1000, 1000), "small")
        self.assertEqual(thumb.size, (160, 160))
        self.assertEqual(thumb.path, "2024/cat.small.160x160.jpg")

    def test_landscape_photo(self):
        thumb = thumbnail_for("beach.jpg", (4000, 3000), "medium")
        self.assertEqual(thumb.size, (640, 480))

    def test_portrait_photo_keeps_aspect_ratio(self):
        thumb = thumbnail_for("tower.jpg", (1200, 1800), "small")
        self.assertEqual(thumb.size, (107, 160))
        self.assertEqual(thumb.path, "tower.small.107x160.jpg")

    def test_small_image_is_not_upscaled(self):
        thumb = thumbnail_for("icon.gif", (48, 32), "medium")
        self.assertEqual(thumb.size, (48, 32))

    def test_square_preset_crops_the_middle(self):
        thumb = thumbnail_for("pano.jpg", (3000, 1000), "square")
        self.assertEqual(thumb.crop, (1000, 0, 2000, 1000))
        self.assertEqual(thumb.size, (200, 200))

    def test_unknown_preset(self):
        with self.assertRaises(ValueError):
            thumbnail_for("x.jpg", (10, 10), "huge")


if __name__ == "__main__":
    unittest.main()
