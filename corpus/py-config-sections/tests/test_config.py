import unittest

from appconf.config import Config, ConfigError

INI = """
[server]
port = 8080
debug = Yes

[cache]
backend = redis
"""


class ConfigTest(unittest.TestCase):
    def test_defaults_apply_without_a_file(self):
        config = Config()
        self.assertEqual(config.get("server.host"), "127.0.0.1")
        self.assertEqual(config.get_int("database.pool_size"), 5)

    def test_file_overrides_defaults(self):
        config = Config(INI)
        self.assertEqual(config.get_int("server.port"), 8080)
        self.assertTrue(config.get_bool("server.debug"))
        self.assertEqual(config.sections(), ["cache", "database", "server"])

    def test_environment_overrides_file(self):
        config = Config(INI, environ={"APP_SERVER__PORT": "9000", "HOME": "/root"})
        self.assertEqual(config.get_int("server.port"), 9000)

    def test_missing_key_gives_default(self):
        self.assertEqual(Config(INI).get("cache.ttl", "300"), "300")

    def test_missing_section_gives_default(self):
        config = Config(INI)
        self.assertEqual(config.get("metrics.path", "/metrics"), "/metrics")
        self.assertEqual(config.get_int("metrics.port", 9100), 9100)

    def test_optional_feature_is_off_when_not_configured(self):
        self.assertFalse(Config(INI).get_bool("tracing.enabled"))

    def test_bad_integer(self):
        with self.assertRaises(ConfigError):
            Config(INI).get_int("cache.backend")


if __name__ == "__main__":
    unittest.main()
