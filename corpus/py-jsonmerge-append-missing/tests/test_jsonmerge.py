# vim:ts=4 sw=4 expandtab softtabstop=4
import unittest

import jsonmerge
from jsonmerge import strategies
from jsonmerge.exceptions import BaseInstanceError, HeadInstanceError, SchemaError

TAGS = {"properties": {"tags": {"mergeStrategy": "append"}}}


class TestMerge(unittest.TestCase):

    def test_default_overwrite(self):
        self.assertEqual(jsonmerge.merge("a", "b"), "b")
        self.assertEqual(jsonmerge.merge([1], [2]), [2])

    def test_nested_object_merge(self):
        base = {"a": {"x": 1, "y": 2}, "b": 1}
        head = {"a": {"y": 3, "z": 4}, "c": 5}
        self.assertEqual(jsonmerge.merge(base, head),
                         {"a": {"x": 1, "y": 3, "z": 4}, "b": 1, "c": 5})
        self.assertEqual(base, {"a": {"x": 1, "y": 2}, "b": 1})

    def test_append(self):
        base = {"tags": ["a", "b"]}
        self.assertEqual(jsonmerge.merge(base, {"tags": ["c"]}, TAGS), {"tags": ["a", "b", "c"]})

    def test_append_to_missing_list(self):
        merger = jsonmerge.Merger(TAGS)
        self.assertEqual(merger.merge({"name": "x"}, {"tags": ["c"]}), {"name": "x", "tags": ["c"]})
        self.assertEqual(jsonmerge.merge(None, [1, 2], {"mergeStrategy": "append"}), [1, 2])

    def test_append_type_errors(self):
        self.assertRaises(HeadInstanceError, jsonmerge.merge, {"tags": []}, {"tags": "x"}, TAGS)
        self.assertRaises(BaseInstanceError, jsonmerge.merge, {"tags": "x"}, {"tags": []}, TAGS)

    def test_array_merge_by_id(self):
        schema = {"mergeStrategy": "arrayMergeById", "mergeOptions": {"idRef": "key"}}
        base = [{"key": 1, "v": "a", "w": 0}, {"key": 2, "v": "b"}]
        head = [{"key": 2, "v": "B"}, {"key": 3, "v": "c"}]
        self.assertEqual(jsonmerge.merge(base, head, schema),
                         [{"key": 1, "v": "a", "w": 0}, {"key": 2, "v": "B"}, {"key": 3, "v": "c"}])
        self.assertRaises(HeadInstanceError, jsonmerge.merge, base, [{"v": 1}], schema)

    def test_discard_and_unknown_strategy(self):
        schema = {"properties": {"id": {"mergeStrategy": "discard"}}}
        self.assertEqual(jsonmerge.merge({"id": 1}, {"id": 2, "a": 3}, schema), {"id": 1, "a": 3})
        self.assertRaises(SchemaError, jsonmerge.merge, 1, 2, {"mergeStrategy": "nope"})

    def test_custom_strategy(self):
        class Sum(strategies.Strategy):
            def merge(self, walk, base, head, schema, **kwargs):
                return (base or 0) + head

        merger = jsonmerge.Merger({"additionalProperties": {"mergeStrategy": "sum"}},
                                  strategies={"sum": Sum()})
        self.assertEqual(merger.merge({"a": 1}, {"a": 2, "b": 5}), {"a": 3, "b": 5})


if __name__ == '__main__':
    unittest.main()
