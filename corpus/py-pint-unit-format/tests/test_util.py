import unittest

from pint import UnitsContainer


class TestUnitsContainer(unittest.TestCase):

    def test_arithmetic(self):
        meter = UnitsContainer(meter=1)
        second = UnitsContainer(second=1)
        self.assertEqual(meter * meter, UnitsContainer(meter=2))
        self.assertEqual(meter / second, UnitsContainer(meter=1, second=-1))
        self.assertEqual((meter / second) ** 2, UnitsContainer(meter=2, second=-2))
        self.assertEqual(meter / meter, UnitsContainer())

    def test_str_simple(self):
        self.assertEqual(str(UnitsContainer()), "dimensionless")
        self.assertEqual(str(UnitsContainer(meter=1)), "meter")
        self.assertEqual(str(UnitsContainer(meter=2)), "meter ** 2")
        self.assertEqual(str(UnitsContainer(meter=1, second=-1)), "meter / second")

    def test_str_negative_powers(self):
        accel = UnitsContainer(meter=1) / UnitsContainer(second=2)
        self.assertEqual(str(accel), "meter / second ** 2")
        self.assertEqual(str(UnitsContainer(second=-1)), "1 / second")

    def test_single_denominator(self):
        x = UnitsContainer(kilogram=1, meter=-1, second=-2)
        self.assertEqual(x.format_babel(), "kilogram / (meter * second ** 2)")
