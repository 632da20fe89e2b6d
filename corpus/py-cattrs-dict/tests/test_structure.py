import unittest
from typing import Any, Dict, List, Mapping, Optional, Union

from cattrs import Converter, StructureHandlerNotFoundError


class TestStructure(unittest.TestCase):
    def setUp(self):
        self.converter = Converter()

    def test_structuring_primitives(self):
        self.assertEqual(self.converter.structure("12", int), 12)
        self.assertEqual(self.converter.structure(1, float), 1.0)
        self.assertEqual(self.converter.structure(5, str), "5")

    def test_structuring_lists(self):
        self.assertEqual(self.converter.structure(["1", "2"], List[int]), [1, 2])
        self.assertEqual(self.converter.structure((1, 2), list), [1, 2])

    def test_structuring_dicts(self):
        self.assertEqual(
            self.converter.structure({"1": "2", "3": "4"}, Dict[int, int]), {1: 2, 3: 4}
        )

    def test_structuring_dicts_mixed_types(self):
        result = self.converter.structure({1: "2.5", 2: 3}, Dict[str, float])
        self.assertEqual(result, {"1": 2.5, "2": 3.0})

    def test_structuring_nested_mapping(self):
        data = {"a": ["1", "2"], "b": []}
        result = self.converter.structure(data, Mapping[str, List[int]])
        self.assertEqual(result, {"a": [1, 2], "b": []})

    def test_structuring_untyped_dict(self):
        self.assertEqual(self.converter.structure({"a": 1}, Dict), {"a": 1})
        self.assertEqual(self.converter.structure({"a": 1}, Dict[Any, Any]), {"a": 1})

    def test_structuring_optional(self):
        self.assertIsNone(self.converter.structure(None, Optional[int]))
        self.assertEqual(self.converter.structure("7", Optional[int]), 7)

    def test_unsupported_union(self):
        with self.assertRaises(StructureHandlerNotFoundError):
            self.converter.structure(1, Union[int, str])
