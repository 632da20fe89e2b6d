import unittest

from strictyaml import Bool, Int, Map, Optional, Str, YAMLValidationError, load

SCHEMA = Map({
    "name": Str(),
    "port": Int(),
    Optional("debug", default=False): Bool(),
    Optional("database"): Map({"host": Str(), "pool": Int()}),
})


class MapTest(unittest.TestCase):

    def test_all_keys(self):
        data = load("name: web\nport: 8000\ndebug: yes\ndatabase:\n  host: db\n  pool: 10\n", SCHEMA)
        self.assertEqual(data, {"name": "web", "port": 8000, "debug": True,
                                "database": {"host": "db", "pool": 10}})

    def test_optional_keys_get_defaults(self):
        data = load("name: web\nport: 8000\n", SCHEMA)
        self.assertEqual(data, {"name": "web", "port": 8000, "debug": False})

    def test_missing_required_key(self):
        with self.assertRaises(YAMLValidationError) as ctx:
            load("name: web\ndebug: no\n", SCHEMA)
        self.assertIn("required key(s) 'port' not found", str(ctx.exception))

    def test_unexpected_key(self):
        with self.assertRaises(YAMLValidationError):
            load("name: web\nport: 1\ncolour: red\n", SCHEMA)

    def test_bad_integer(self):
        with self.assertRaises(YAMLValidationError) as ctx:
            load("name: web\nport: eighty\n", Map({"name": Str(), "port": Int()}))
        self.assertEqual(ctx.exception.line, 2)

    def test_bool_values(self):
        schema = Map({"a": Bool(), "b": Bool()})
        self.assertEqual(load("a: On\nb: FALSE\n", schema), {"a": True, "b": False})

    def test_comments_and_quotes(self):
        schema = Map({"title": Str()})
        self.assertEqual(load("# a comment\ntitle: 'Hello: world'\n", schema), {"title": "Hello: world"})


if __name__ == "__main__":
    unittest.main()
