import unittest

from multidict import CIMultiDict, MultiDict


class MultiDictTests(unittest.TestCase):
    def test_getall(self):
        d = MultiDict([("key", "value1")], key="value2")
        self.assertEqual(len(d), 2)
        self.assertEqual(d.getall("key"), ["value1", "value2"])
        with self.assertRaisesRegex(KeyError, "some_key"):
            d.getall("some_key")
        self.assertEqual(d.getall("some_key", []), [])

    def test_getone(self):
        d = MultiDict([("key", "value1")], key="value2")
        self.assertEqual(d.getone("key"), "value1")
        self.assertEqual(d.get("key"), "value1")
        self.assertEqual(d["key"], "value1")
        with self.assertRaises(KeyError):
            d["key2"]
        self.assertEqual(d.getone("key2", "default"), "default")

    def test_case_sensitive(self):
        d = MultiDict(Key="val")
        self.assertNotIn("key", d)
        self.assertIsNone(d.get("key"))


class CIMultiDictTests(unittest.TestCase):
    def test_basics(self):
        d = CIMultiDict([("KEY", "value1")], KEY="value2")
        self.assertEqual(d.getone("key"), "value1")
        self.assertEqual(d.get("key"), "value1")
        self.assertEqual(d.get("key2", "val"), "val")
        self.assertEqual(d["key"], "value1")
        self.assertIn("key", d)
        with self.assertRaises(KeyError):
            d["key2"]

    def test_getall(self):
        d = CIMultiDict([("KEY", "value1")], KEY="value2")
        self.assertEqual(d.getall("Key"), ["value1", "value2"])

    def test_keys_keep_original_case(self):
        d = CIMultiDict([("Content-Type", "text/html"), ("x-request-id", "1")])
        self.assertEqual(d.keys(), ["Content-Type", "x-request-id"])

    def test_header_lookup(self):
        d = CIMultiDict([("content-type", "text/html")])
        self.assertEqual(d.get("CONTENT-TYPE"), "text/html")


if __name__ == "__main__":
    unittest.main()
