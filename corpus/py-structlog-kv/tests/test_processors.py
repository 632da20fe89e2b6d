import unittest

from structlog import KeyValueRenderer, add_log_level


def event_dict():
    return {"a": 42, "b": [3, 4], "x": 7, "y": "test", "z": (1, 2)}


class TestKeyValueRenderer(unittest.TestCase):
    def test_sort_keys(self):
        rv = KeyValueRenderer(sort_keys=True)(None, None, event_dict())
        self.assertEqual("a=42 b=[3, 4] x=7 y='test' z=(1, 2)", rv)

    def test_order_complete(self):
        rv = KeyValueRenderer(key_order=["y", "b", "a", "z", "x"])(None, None, event_dict())
        self.assertEqual("y='test' b=[3, 4] a=42 z=(1, 2) x=7", rv)

    def test_order_missing(self):
        rv = KeyValueRenderer(key_order=["c", "y", "b", "a", "z", "x"])(None, None, event_dict())
        self.assertEqual("c=None y='test' b=[3, 4] a=42 z=(1, 2) x=7", rv)

    def test_order_missing_dropped(self):
        rv = KeyValueRenderer(key_order=["c", "y", "b", "a", "z", "x"], drop_missing=True)(
            None, None, event_dict()
        )
        self.assertEqual("y='test' b=[3, 4] a=42 z=(1, 2) x=7", rv)

    def test_order_extra(self):
        d = event_dict()
        d["B"] = "B"
        d["A"] = "A"
        rv = KeyValueRenderer(key_order=["c", "y", "b", "a", "z", "x"], sort_keys=True)(None, None, d)
        self.assertEqual("c=None y='test' b=[3, 4] a=42 z=(1, 2) x=7 A='A' B='B'", rv)

    def test_random_order(self):
        rv = KeyValueRenderer()(None, None, {"a": 1})
        self.assertEqual("a=1", rv)


class TestAddLogLevel(unittest.TestCase):
    def test_log_level_added(self):
        self.assertEqual({"level": "error"}, add_log_level(None, "error", {}))

    def test_log_level_alias_normalized(self):
        self.assertEqual({"level": "warning"}, add_log_level(None, "warn", {}))
        self.assertEqual({"level": "error"}, add_log_level(None, "exception", {}))
