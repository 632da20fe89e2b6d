import unittest

from schema import (And, Optional, Or, Schema, SchemaError, SchemaMissingKeyError,
                    SchemaWrongKeyError, Use)


class TestSchema(unittest.TestCase):

    def test_types_and_callables(self):
        self.assertEqual(Schema(int).validate(1), 1)
        self.assertRaises(SchemaError, Schema(int).validate, "1")
        self.assertRaises(SchemaError, Schema(int).validate, True)
        self.assertEqual(Schema(lambda n: n > 0).validate(5), 5)

    def test_and_or_use(self):
        self.assertEqual(Schema(And(Use(int), lambda n: n < 10)).validate("7"), 7)
        self.assertEqual(Schema(Or(int, None)).validate(None), None)
        self.assertRaises(SchemaError, Schema(Or(int, float)).validate, "x")

    def test_lists(self):
        self.assertEqual(Schema([int, str]).validate([1, "a", 2]), [1, "a", 2])
        self.assertRaises(SchemaError, Schema([int]).validate, [1, 2.5])

    def test_dict_keys(self):
        schema = Schema({"name": str, Optional("age"): int})
        self.assertEqual(schema.validate({"name": "Sue"}), {"name": "Sue"})
        self.assertRaises(SchemaMissingKeyError, schema.validate, {"age": 3})
        self.assertRaises(SchemaWrongKeyError, schema.validate, {"name": "Sue", "x": 1})

    def test_optional_default_filled_in(self):
        schema = Schema({"name": str, Optional("port", default=8080): int})
        self.assertEqual(schema.validate({"name": "web"}), {"name": "web", "port": 8080})

    def test_optional_default_keeps_given_value(self):
        schema = Schema({Optional("port", default=8080): int,
                         Optional("hosts", default=list): [str]})
        self.assertEqual(schema.validate({"port": 443, "hosts": ["a"]}),
                         {"port": 443, "hosts": ["a"]})

    def test_type_keys_after_literal_keys(self):
        schema = Schema({"id": int, str: Use(str.upper)})
        self.assertEqual(schema.validate({"id": 1, "a": "x"}), {"id": 1, "a": "X"})

    def test_ignore_extra_keys_and_error_message(self):
        schema = Schema({"a": int}, ignore_extra_keys=True)
        self.assertEqual(schema.validate({"a": 1, "b": 2}), {"a": 1})
        with self.assertRaises(SchemaError) as cm:
            Schema({"a": int}, error="bad a").validate({"a": "x"})
        self.assertEqual(cm.exception.code, "bad a")


if __name__ == "__main__":
    unittest.main()
