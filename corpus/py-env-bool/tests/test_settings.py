import unittest

from envconf.parse import EnvError
from envconf.settings import Settings


class SettingsFromEnvTests(unittest.TestCase):
    def test_defaults_when_nothing_is_set(self):
        s = Settings.from_env({})
        self.assertEqual((s.debug, s.workers, s.allowed_hosts), (False, 4, ["localhost"]))

    def test_cache_enabled_by_default(self):
        self.assertIs(Settings.from_env({"SHOP_DEBUG": "1"}).cache_enabled, True)

    def test_boolean_words(self):
        for raw, expected in [("yes", True), ("On", True), ("0", False), ("FALSE", False)]:
            with self.subTest(raw=raw):
                self.assertIs(Settings.from_env({"SHOP_DEBUG": raw}).debug, expected)

    def test_cache_can_be_switched_off(self):
        self.assertIs(Settings.from_env({"SHOP_CACHE_ENABLED": "off"}).cache_enabled, False)

    def test_empty_value_means_default(self):
        s = Settings.from_env({"SHOP_CACHE_ENABLED": "", "SHOP_WORKERS": " "})
        self.assertIs(s.cache_enabled, True)
        self.assertEqual(s.workers, 4)

    def test_bad_boolean_is_reported(self):
        with self.assertRaisesRegex(EnvError, "DEBUG: expected a boolean, got 'maybe'"):
            Settings.from_env({"SHOP_DEBUG": "maybe"})

    def test_workers_and_hosts(self):
        s = Settings.from_env({"SHOP_WORKERS": "8", "SHOP_ALLOWED_HOSTS": "shop.example.com, api.example.com"})
        self.assertEqual(s.workers, 8)
        self.assertEqual(s.allowed_hosts, ["shop.example.com", "api.example.com"])


if __name__ == "__main__":
    unittest.main()
