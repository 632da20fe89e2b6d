import unittest

from glom import Coalesce, GlomError, Path, PathAccessError, glom


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


target = {"a": {"b": [{"c": 1}, {"c": 2}]}, "name": "glom", "obj": Obj(x=3)}


class PathTest(unittest.TestCase):
    def test_basic_path(self):
        self.assertEqual(glom(target, "a.b.1.c"), 2)
        self.assertEqual(glom(target, Path("a", "b", "0", "c")), 1)

    def test_attribute_access(self):
        self.assertEqual(glom(target, "obj.x"), 3)

    def test_missing_key(self):
        with self.assertRaises(PathAccessError) as ctx:
            glom(target, "a.z")
        self.assertIn("'z'", str(ctx.exception))
        self.assertEqual(glom(target, "a.z", default=None), None)

    def test_list_index_out_of_range(self):
        with self.assertRaises(PathAccessError) as ctx:
            glom(target, "a.b.5.c")
        self.assertEqual(ctx.exception.part_idx, 2)

    def test_default_on_short_list(self):
        self.assertEqual(glom(target, "a.b.2.c", default=0), 0)


class SpecTest(unittest.TestCase):
    def test_dict_spec(self):
        self.assertEqual(glom(target, {"n": "name", "first": "a.b.0.c"}), {"n": "glom", "first": 1})

    def test_coalesce(self):
        self.assertEqual(glom(target, Coalesce("nope", "name")), "glom")
        self.assertEqual(glom(target, Coalesce("nope", "a.b.9", default="d")), "d")
        with self.assertRaises(GlomError):
            glom(target, Coalesce("x", "y"))

    def test_callable(self):
        self.assertEqual(glom(target, lambda t: sorted(t)), ["a", "name", "obj"])


if __name__ == "__main__":
    unittest.main()
