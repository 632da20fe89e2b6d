import unittest

from Lib import configparser

CONFIG = """
[DEFAULT]
home = /home/me
retries = 3

[paths]
log = %(home)s/log
cache: %(home)s/.cache
progress = 100%%

[broken]
target = %(nowhere)s/x
"""


class ConfigParserTestCase(unittest.TestCase):
    def setUp(self):
        self.cf = configparser.ConfigParser()
        self.cf.read_string(CONFIG)

    def test_basic(self):
        self.assertEqual(self.cf.sections(), ["paths", "broken"])
        self.assertEqual(self.cf.get("paths", "HOME"), "/home/me")
        self.assertEqual(self.cf.getint("paths", "retries"), 3)

    def test_interpolation(self):
        self.assertEqual(self.cf.get("paths", "log"), "/home/me/log")
        self.assertEqual(self.cf.get("paths", "cache"), "/home/me/.cache")
        self.assertEqual(self.cf.get("paths", "progress"), "100%")
        self.assertEqual(self.cf.get("paths", "log", vars={"home": "/srv"}), "/srv/log")

    def test_raw_get(self):
        self.assertEqual(self.cf.get("paths", "log", raw=True), "%(home)s/log")
        self.assertEqual(self.cf.get("paths", "progress", raw=True), "100%%")

    def test_raw_get_unresolvable_reference(self):
        self.assertEqual(self.cf.get("broken", "target", raw=True), "%(nowhere)s/x")
        with self.assertRaises(configparser.InterpolationMissingOptionError):
            self.cf.get("broken", "target")

    def test_items(self):
        self.assertIn(("log", "/home/me/log"), self.cf.items("paths"))
        self.assertIn(("log", "%(home)s/log"), self.cf.items("paths", raw=True))

    def test_missing(self):
        with self.assertRaises(configparser.NoSectionError):
            self.cf.get("nope", "log")
        with self.assertRaises(configparser.NoOptionError):
            self.cf.get("paths", "nope")
        self.assertEqual(self.cf.get("paths", "nope", fallback="x"), "x")


if __name__ == "__main__":
    unittest.main()
