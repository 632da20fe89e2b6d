import math
import unittest

import simplejson as json


class TestFloat(unittest.TestCase):

    def test_floats(self):
        for num in [1617161771.7650001, math.pi, 1e-300, -2.5]:
            self.assertEqual(float(json.dumps(num)), num)

    def test_ints_and_bools(self):
        self.assertEqual(json.dumps([1, True, None]), "[1, true, null]")

    def test_nan_and_infinity(self):
        self.assertEqual(json.dumps([float("nan"), float("inf"), -float("inf")]),
                         "[NaN, Infinity, -Infinity]")

    def test_allow_nan_false(self):
        for value in [float("nan"), float("inf"), -float("inf")]:
            self.assertRaises(ValueError, json.dumps, value, allow_nan=False)

    def test_strings_escaped(self):
        self.assertEqual(json.dumps('a"b\n\x01'), '"a\\"b\\n\\u0001"')

    def test_separators_and_sort(self):
        self.assertEqual(json.dumps({"b": 1, "a": 2.0}, sort_keys=True, separators=(",", ":")),
                         '{"a":2.0,"b":1}')
