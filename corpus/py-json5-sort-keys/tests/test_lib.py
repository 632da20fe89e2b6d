import io
import math
import unittest
from collections import OrderedDict

import json5


class TestDump(unittest.TestCase):

    def test_basic(self):
        sio = io.StringIO()
        json5.dump(True, sio)
        self.assertEqual(sio.getvalue(), 'true')
        self.assertEqual(json5.dumps(None), 'null')
        self.assertEqual(json5.dumps(1), '1')
        self.assertEqual(json5.dumps(1.5), '1.5')
        self.assertEqual(json5.dumps(False), 'false')

    def test_numbers(self):
        self.assertEqual(json5.dumps(float('inf')), 'Infinity')
        self.assertEqual(json5.dumps(float('-inf')), '-Infinity')
        self.assertEqual(json5.dumps(float('nan')), 'NaN')
        self.assertRaises(ValueError, json5.dumps, math.inf, allow_nan=False)

    def test_strings(self):
        self.assertEqual(json5.dumps('abc'), '"abc"')
        self.assertEqual(json5.dumps('a"b\\c\n'), '"a\\"b\\\\c\\n"')
        self.assertEqual(json5.dumps('\u00e9'), '"\\u00e9"')
        self.assertEqual(json5.dumps('\u00e9', ensure_ascii=False), '"\u00e9"')
        self.assertEqual(json5.dumps('\U0001d120'), '"\\ud834\\udd20"')

    def test_arrays(self):
        self.assertEqual(json5.dumps([]), '[]')
        self.assertEqual(json5.dumps([1, 2, 3]), '[1, 2, 3]')
        self.assertEqual(json5.dumps([1, [2, 3]], indent=2), '[\n  1,\n  [\n    2,\n    3,\n  ],\n]')
        self.assertEqual(json5.dumps([1, 2], indent=2, trailing_commas=False), '[\n  1,\n  2\n]')

    def test_objects(self):
        self.assertEqual(json5.dumps({}), '{}')
        self.assertEqual(json5.dumps({'foo': 1, 'bar': [2]}), '{foo: 1, bar: [2]}')
        self.assertEqual(json5.dumps({'a b': 1, 'while': 2, 2: 3}), '{"a b": 1, "while": 2, "2": 3}')
        self.assertEqual(json5.dumps({'foo': 1}, quote_keys=True), '{"foo": 1}')
        self.assertEqual(json5.dumps({'foo': {'bar': None}}, indent=4),
                         '{\n    foo: {\n        bar: null,\n    },\n}')

    def test_sort_keys(self):
        od = OrderedDict(sorted([('foo', 1), ('bar', 2), ('baz', 3)], reverse=True))
        self.assertEqual(json5.dumps(od), '{foo: 1, baz: 3, bar: 2}')
        self.assertEqual(json5.dumps(od, sort_keys=True), '{bar: 2, baz: 3, foo: 1}')
        self.assertEqual(json5.dumps({'b': {'d': 1, 'c': 2}, 'a': 0}, sort_keys=True),
                         '{a: 0, b: {c: 2, d: 1}}')

    def test_sort_keys_indent(self):
        self.assertEqual(json5.dumps({'z': 1, 'y': [2]}, indent=2, sort_keys=True),
                         '{\n  y: [\n    2,\n  ],\n  z: 1,\n}')

    def test_invalid_keys_and_circular(self):
        self.assertRaises(TypeError, json5.dumps, {(1, 2): 'x'})
        self.assertEqual(json5.dumps({(1, 2): 'x', 'y': 1}, skipkeys=True), '{y: 1}')
        obj = []
        obj.append(obj)
        self.assertRaises(ValueError, json5.dumps, obj)
        self.assertRaises(TypeError, json5.dumps, set([1]))


if __name__ == '__main__':
    unittest.main()
