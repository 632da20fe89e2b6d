import unittest

from pyhocon import ConfigFactory, ConfigTree, ConfigMissingException, ConfigWrongTypeException

CONFIG = """
# service settings
service {
  name = "orders"
  port: 8080
  debug = off
  tags = [a, b, "c d"]
}
database {
  url = "jdbc:postgresql://localhost/orders"   // primary
  timeout = 2.5
  pool {
    max = 16
  }
}
database.pool.min = 2
"a.b" = quoted
"""


class TestConfigTree(unittest.TestCase):

    def setUp(self):
        self.config = ConfigFactory.parse_string(CONFIG)

    def test_get_nested_values(self):
        self.assertEqual(self.config.get('service.name'), 'orders')
        self.assertEqual(self.config.get_int('service.port'), 8080)
        self.assertEqual(self.config.get('service.tags'), ['a', 'b', 'c d'])
        self.assertEqual(self.config.get('database.timeout'), 2.5)

    def test_dotted_key_merges_into_object(self):
        pool = self.config.get('database.pool')
        self.assertIsInstance(pool, ConfigTree)
        self.assertEqual(list(pool.items()), [('max', 16), ('min', 2)])

    def test_quoted_key(self):
        self.assertEqual(self.config.get('"a.b"'), 'quoted')
        self.assertEqual(ConfigTree.parse_key('x."y.z".w'), ['x', 'y.z', 'w'])

    def test_get_bool_conversions(self):
        self.assertIs(self.config.get_bool('service.debug'), False)
        self.config.put('service.enabled', 'Yes')
        self.assertIs(self.config.get_bool('service.enabled'), True)

    def test_missing_key_raises(self):
        with self.assertRaises(ConfigMissingException):
            self.config.get('service.host')
        with self.assertRaises(ConfigWrongTypeException):
            self.config.get('service.name.first')

    def test_default_for_missing_top_level_key(self):
        self.assertEqual(self.config.get('cache', 'none'), 'none')
        self.assertEqual(self.config.get_int('workers', 4), 4)

    def test_default_for_missing_nested_key(self):
        self.assertEqual(self.config.get('service.host', 'localhost'), 'localhost')
        self.assertEqual(self.config.get_int('database.pool.idle', 0), 0)

    def test_optional_flag_with_default(self):
        self.assertIs(self.config.get_bool('service.metrics.enabled', False), False)


if __name__ == '__main__':
    unittest.main()
