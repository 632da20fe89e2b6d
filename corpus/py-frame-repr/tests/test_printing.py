import unittest

from pdformat.config import get_option, option_context
from pdformat.index import Index
from pdformat.printing import pprint_thing


class PprintThingTest(unittest.TestCase):
    def test_scalars(self):
        self.assertEqual(pprint_thing(1.5), "1.5")
        self.assertEqual(pprint_thing("a\tb", escape_chars=("\t",)), r"a\tb")

    def test_list(self):
        self.assertEqual(pprint_thing([1, 2, 3]), "[1, 2, 3]")
        self.assertEqual(pprint_thing(("x",)), "(x,)")

    def test_truncated_list(self):
        self.assertEqual(pprint_thing(list(range(10)), max_seq_items=4), "[0, 1, 2, 3, ...]")

    def test_dict(self):
        self.assertEqual(pprint_thing({"a": 1, "b": 2}), "{'a': 1, 'b': 2}")
        self.assertEqual(pprint_thing({"a": 1, "b": 2, "c": 3}, max_seq_items=1), "{'a': 1, ...}")


class IndexReprTest(unittest.TestCase):
    def test_long_index(self):
        with option_context("display.max_seq_items", 3):
            self.assertEqual(repr(Index(range(8))), "Index([0, 1, 2, ...], dtype='int64', length=8)")
        self.assertEqual(get_option("display.max_seq_items"), 100)

    def test_short_index(self):
        idx = Index(["a", "b"], name="letters")
        self.assertEqual(repr(idx), "Index(['a', 'b'], dtype='object', name='letters')")

    def test_slicing(self):
        idx = Index([10, 20, 30, 40], name="n")
        self.assertEqual(idx[1:3]._data, [20, 30])
        self.assertEqual(idx[-1], 40)

    def test_option_context_validates(self):
        with self.assertRaises(ValueError):
            with option_context("display.width"):
                pass
        with self.assertRaises(KeyError):
            get_option("display.colour")


if __name__ == "__main__":
    unittest.main()
