import copy
import unittest

from appsettings.defaults import DEFAULTS
from appsettings.loader import SettingsError, env_overrides, load_settings

PRISTINE = copy.deepcopy(DEFAULTS)


class SettingsTest(unittest.TestCase):
    def tearDown(self):
        # keep one broken test from cascading into the others
        DEFAULTS.clear()
        DEFAULTS.update(copy.deepcopy(PRISTINE))

    def test_dev_profile(self):
        s = load_settings("dev")
        self.assertTrue(s["debug"])
        self.assertEqual(s["features"], {"signup": True, "beta_search": True})

    def test_staging_merges_nested_keys(self):
        s = load_settings("staging")
        self.assertEqual(s["database"], {"host": "db.staging", "port": 5432, "pool": {"min": 1, "max": 10}})
        self.assertEqual(s["cache"], {"backend": "redis", "ttl": 300})

    def test_environment_wins(self):
        s = load_settings("production", {"APP__DATABASE__POOL__MAX": "20", "APP__DEBUG": "true", "HOME": "/root"})
        self.assertEqual(s["database"]["pool"], {"min": 1, "max": 20})
        self.assertIs(s["debug"], True)

    def test_profiles_do_not_leak_into_each_other(self):
        load_settings("staging")
        load_settings("dev", {"APP__CACHE__TTL": "5"})
        s = load_settings("production")
        self.assertEqual(s["database"]["pool"], {"min": 1, "max": 5})
        self.assertEqual(s["features"]["beta_search"], False)
        self.assertEqual(s["cache"]["ttl"], 3600)

    def test_defaults_are_not_modified(self):
        load_settings("staging", {"APP__FEATURES__SIGNUP": "false"})
        self.assertEqual(DEFAULTS, PRISTINE)

    def test_env_overrides_shape(self):
        self.assertEqual(env_overrides({"APP__CACHE__BACKEND": "redis", "APP__X": "1.5"}),
                         {"cache": {"backend": "redis"}, "x": 1.5})

    def test_unknown_profile(self):
        with self.assertRaises(SettingsError):
            load_settings("qa")


if __name__ == "__main__":
    unittest.main()
