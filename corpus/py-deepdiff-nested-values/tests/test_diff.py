import unittest

from deepdiff import DeepDiff


class DeepDiffTestCase(unittest.TestCase):
    def test_same_objects(self):
        t1 = {1: 1, 2: 2, 3: 3}
        self.assertEqual(DeepDiff(t1, dict(t1)), {})

    def test_item_added_and_removed(self):
        ddiff = DeepDiff({1: 1, 2: 2}, {2: 2, 3: 3})
        self.assertEqual(ddiff, {"dictionary_item_added": {"root[3]"},
                                 "dictionary_item_removed": {"root[1]"}})

    def test_value_change(self):
        ddiff = DeepDiff({1: 1, 2: 4}, {1: 1, 2: 3})
        self.assertEqual(ddiff, {"values_changed": {"root[2]": {"new_value": 3, "old_value": 4}}})

    def test_list_value_change(self):
        ddiff = DeepDiff([1, 2, 3], [1, 5, 3, 4])
        self.assertEqual(ddiff, {"values_changed": {"root[1]": {"new_value": 5, "old_value": 2}},
                                 "iterable_item_added": {"root[3]"}})

    def test_type_change(self):
        ddiff = DeepDiff({"a": {"b": 1}}, {"a": {"b": "1"}})
        self.assertEqual(ddiff["type_changes"]["root['a']['b']"]["old_type"], int)
        self.assertEqual(ddiff["type_changes"]["root['a']['b']"]["new_value"], "1")

    def test_ignore_string_case(self):
        self.assertEqual(DeepDiff(["Hello"], ["heLLO"], ignore_string_case=True), {})
        self.assertIn("values_changed", DeepDiff(["Hello"], ["heLLO"]))


if __name__ == "__main__":
    unittest.main()
