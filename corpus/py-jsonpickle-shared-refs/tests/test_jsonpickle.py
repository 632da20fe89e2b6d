import json
import unittest

import jsonpickle


class Thing:
    def __init__(self, name):
        self.name = name
        self.child = None


class Outer:
    class Inner:
        def __init__(self, value):
            self.value = value


class PicklingTestCase(unittest.TestCase):

    def test_primitives_roundtrip(self):
        for value in (None, True, 1, 2.5, 'abc', [1, 'a', None], {'a': [1, 2]}):
            self.assertEqual(jsonpickle.decode(jsonpickle.encode(value)), value)

    def test_tuple_and_set(self):
        self.assertEqual(jsonpickle.decode(jsonpickle.encode((1, (2, 3)))), (1, (2, 3)))
        self.assertEqual(jsonpickle.decode(jsonpickle.encode({1, 2, 3})), {1, 2, 3})

    def test_object_roundtrip(self):
        obj = Thing('parent')
        obj.child = Thing('child')
        restored = jsonpickle.decode(jsonpickle.encode(obj))
        self.assertIsInstance(restored, Thing)
        self.assertEqual(restored.child.name, 'child')

    def test_nested_class(self):
        restored = jsonpickle.decode(jsonpickle.encode(Outer.Inner(42)))
        self.assertIsInstance(restored, Outer.Inner)
        self.assertEqual(restored.value, 42)

    def test_shared_references(self):
        a, b = Thing('a'), Thing('b')
        restored = jsonpickle.decode(jsonpickle.encode([a, b, a, b]))
        self.assertEqual([t.name for t in restored], ['a', 'b', 'a', 'b'])
        self.assertIs(restored[0], restored[2])

    def test_cyclic_reference(self):
        obj = Thing('loop')
        obj.child = obj
        restored = jsonpickle.decode(jsonpickle.encode(obj))
        self.assertIs(restored.child, restored)

    def test_make_refs_false_duplicates(self):
        a = Thing('a')
        flat = json.loads(jsonpickle.encode([a, a], make_refs=False))
        self.assertEqual(flat[0], flat[1])
        self.assertNotIn('py/id', flat[1])

    def test_unpicklable_false(self):
        flat = json.loads(jsonpickle.encode(Thing('x'), unpicklable=False))
        self.assertEqual(flat, {'name': 'x', 'child': None})


if __name__ == '__main__':
    unittest.main()
