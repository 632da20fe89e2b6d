import os
import tempfile
import unittest

from layered.files import ConfigError
from layered.merge import deep_merge
from layered.settings import load


class MergeTest(unittest.TestCase):
    def test_nested_dicts_are_merged(self):
        base = {"db": {"host": "a", "port": 1}, "x": 1}
        self.assertEqual(deep_merge(base, {"db": {"port": 2}}), {"db": {"host": "a", "port": 2}, "x": 1})


class LoadTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def write(self, name, text):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        return path

    def test_defaults_only(self):
        self.assertEqual(load([]), {"db.host": "localhost", "db.port": 5432, "log.level": "info"})

    def test_missing_layers_are_skipped(self):
        user = self.write("user.json", '{"log": {"level": "debug"}}')
        settings = load([os.path.join(self.dir.name, "system.json"), user])
        self.assertEqual(settings["log.level"], "debug")

    def test_environment_wins(self):
        user = self.write("user.json", '{"db": {"port": 7000}}')
        settings = load([user], {"APP_DB__PORT": "6543", "HOME": "/root"})
        self.assertEqual(settings["db.port"], "6543")

    def test_a_broken_file_is_reported_not_ignored(self):
        user = self.write("user.json", '{"db": {"port": 7000,}}')
        with self.assertRaises(ConfigError) as ctx:
            load([user])
        self.assertIn("user.json:1:", str(ctx.exception))

    def test_top_level_must_be_an_object(self):
        with self.assertRaises(ConfigError):
            load([self.write("user.json", "[1, 2]")])
