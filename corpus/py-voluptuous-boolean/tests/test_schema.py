import unittest

from voluptuous import All, Boolean, Coerce, Length, MultipleInvalid, Range, Required, Schema


class SchemaTest(unittest.TestCase):
    def test_required(self):
        schema = Schema({Required("q"): str})
        with self.assertRaises(MultipleInvalid) as ctx:
            schema({})
        self.assertEqual(str(ctx.exception), "required key not provided @ data['q']")

    def test_extra_keys(self):
        with self.assertRaises(MultipleInvalid) as ctx:
            Schema({"a": int})({"a": 1, "b": 2})
        self.assertEqual(str(ctx.exception), "extra keys not allowed @ data['b']")
        self.assertEqual(Schema({"a": int}, extra=True)({"a": 1, "b": 2}), {"a": 1, "b": 2})

    def test_type_and_length(self):
        schema = Schema({"name": All(str, Length(min=1, max=5))})
        self.assertEqual(schema({"name": "ok"}), {"name": "ok"})
        self.assertRaises(MultipleInvalid, schema, {"name": "too long"})

    def test_coerce_query_params(self):
        schema = Schema({"per_page": Coerce(int), "page": Coerce(int)})
        self.assertEqual(schema({"per_page": "10", "page": "2"}), {"per_page": 10, "page": 2})

    def test_coerce_then_range(self):
        schema = Schema({Required("port"): All(Coerce(int), Range(min=1, max=65535))})
        self.assertEqual(schema({"port": "8080"}), {"port": 8080})

    def test_coerce_invalid(self):
        with self.assertRaises(MultipleInvalid) as ctx:
            Schema({"n": Coerce(int)})({"n": "abc"})
        self.assertEqual(str(ctx.exception), "expected int @ data['n']")

    def test_boolean(self):
        schema = Schema({"debug": Boolean, "verbose": Boolean})
        self.assertEqual(schema({"debug": "Yes", "verbose": 0}), {"debug": True, "verbose": False})
        with self.assertRaises(MultipleInvalid) as ctx:
            schema({"debug": "maybe"})
        self.assertEqual(str(ctx.exception), "expected boolean @ data['debug']")

    def test_boolean_from_env_strings(self):
        schema = Schema({"cache": Boolean, "ssl": Boolean})
        self.assertEqual(schema({"cache": "off", "ssl": "FALSE"}), {"cache": False, "ssl": False})

    def test_range(self):
        schema = Schema(All(int, Range(min=0, max=10)))
        self.assertEqual(schema(5), 5)
        with self.assertRaises(Exception):
            schema(11)


if __name__ == "__main__":
    unittest.main()
