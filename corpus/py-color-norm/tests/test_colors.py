import unittest

from mplcolors.cm import ListedColormap, ScalarMappable
from mplcolors.colors import Normalize

CMAP = ListedColormap(["blue", "green", "yellow", "red"], name="traffic")


class NormalizeTest(unittest.TestCase):
    def test_explicit_limits(self):
        norm = Normalize(vmin=0, vmax=10)
        self.assertEqual(norm(2.5), 0.25)
        self.assertEqual(norm([0, 5, 10]), [0.0, 0.5, 1.0])

    def test_clip(self):
        norm = Normalize(vmin=0, vmax=10, clip=True)
        self.assertEqual(norm([-5, 15]), [0.0, 1.0])
        self.assertEqual(Normalize(vmin=0, vmax=10)(15), 1.5)

    def test_autoscale_from_data(self):
        norm = Normalize()
        self.assertEqual(norm([2, 4, 6]), [0.0, 0.5, 1.0])
        self.assertEqual((norm.vmin, norm.vmax), (2, 6))

    def test_only_vmin_given(self):
        norm = Normalize(vmin=0)
        self.assertEqual(norm([5, 20]), [0.25, 1.0])

    def test_inverse(self):
        norm = Normalize(vmin=10, vmax=20)
        self.assertEqual(norm.inverse(0.5), 15)
        with self.assertRaises(ValueError):
            Normalize().inverse(0.5)

    def test_reversed_limits(self):
        with self.assertRaises(ValueError):
            Normalize(vmin=5, vmax=1)(3)


class ScalarMappableTest(unittest.TestCase):
    def test_to_rgba_with_clim(self):
        mappable = ScalarMappable(cmap=CMAP)
        mappable.set_clim(0, 100)
        self.assertEqual(mappable.to_rgba([0, 30, 60, 100]), ["blue", "green", "yellow", "red"])

    def test_under_and_over(self):
        cmap = ListedColormap(["a", "b"])
        cmap.set_under("under")
        cmap.set_over("over")
        mappable = ScalarMappable(Normalize(vmin=0, vmax=1), cmap)
        self.assertEqual(mappable.to_rgba([-1, 0.2, 0.7, 2]), ["under", "a", "b", "over"])


if __name__ == "__main__":
    unittest.main()
