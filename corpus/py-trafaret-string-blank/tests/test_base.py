import unittest

import trafaret as t


class TestString(unittest.TestCase):

    def test_string(self):
        self.assertEqual(t.String().check("foo"), "foo")
        with self.assertRaises(t.DataError) as ctx:
            t.String().check(1)
        self.assertEqual(ctx.exception.as_dict(), "value is not a string")

    def test_allow_blank(self):
        self.assertEqual(t.String(allow_blank=True).check(""), "")

    def test_length(self):
        self.assertRaises(t.DataError, t.String(min_length=2).check, "a")
        self.assertRaises(t.DataError, t.String(max_length=2).check, "abc")


class TestDict(unittest.TestCase):

    def test_dict_valid(self):
        trafaret = t.Dict({t.Key("name"): t.String(), t.Key("age"): t.Int(gte=0)})
        self.assertEqual(trafaret.check({"name": "Bob", "age": 3}), {"name": "Bob", "age": 3})

    def test_dict_optional_key(self):
        trafaret = t.Dict({t.Key("name"): t.String(), t.Key("nick", optional=True): t.String()})
        self.assertEqual(trafaret.check({"name": "Bob"}), {"name": "Bob"})

    def test_dict_errors(self):
        trafaret = t.Dict({t.Key("name"): t.String(), t.Key("age"): t.Int()})
        with self.assertRaises(t.DataError) as ctx:
            trafaret.check({"name": "", "age": "x"})
        self.assertEqual(ctx.exception.as_dict(),
                         {"name": "blank value is not allowed", "age": "value is not int"})
