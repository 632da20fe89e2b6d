import unittest

from loguru import Level, make_filter

DEBUG = Level("DEBUG", 10, "")
INFO = Level("INFO", 20, "")
ERROR = Level("ERROR", 40, "")


def record(name, level=INFO):
    return {"name": name, "level": level, "message": "Test"}


class TestFilter(unittest.TestCase):
    def test_filter_by_name(self):
        f = make_filter("tests")
        self.assertTrue(f(record("tests")))
        self.assertTrue(f(record("tests.test_filter")))
        self.assertFalse(f(record("testsuite")))
        self.assertFalse(f(record(None)))

    def test_filter_empty_string(self):
        f = make_filter("")
        self.assertTrue(f(record("anything")))
        self.assertFalse(f(record(None)))

    def test_filter_dict_levels(self):
        f = make_filter({"": "WARNING", "app": "DEBUG", "app.db": "ERROR"})
        self.assertTrue(f(record("app.views", DEBUG)))
        self.assertFalse(f(record("app.db.pool", INFO)))
        self.assertTrue(f(record("app.db.pool", ERROR)))
        self.assertFalse(f(record("other", INFO)))

    def test_filter_dict_disabled_module(self):
        f = make_filter({"": "DEBUG", "noisy": False})
        self.assertFalse(f(record("noisy", ERROR)))
        self.assertFalse(f(record("noisy.sub", INFO)))
        self.assertTrue(f(record("quiet", INFO)))

    def test_filter_dict_reenabled_submodule(self):
        f = make_filter({"app": False, "app.core": True})
        self.assertFalse(f(record("app.web", ERROR)))
        self.assertTrue(f(record("app.core.x", DEBUG)))

    def test_filter_dict_invalid(self):
        with self.assertRaises(ValueError):
            make_filter({"app": -1})
        with self.assertRaises(TypeError):
            make_filter({"app": 1.5})
