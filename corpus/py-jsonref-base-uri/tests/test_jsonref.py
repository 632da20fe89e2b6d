import json
import unittest

import jsonref
from jsonref import JsonRef, JsonRefError, replace_refs


class TestJsonRef(unittest.TestCase):
    def test_local_object_ref(self):
        doc = {"a": {"$ref": "#/b"}, "b": {"c": 1}}
        result = replace_refs(doc)
        self.assertIsInstance(result["a"], JsonRef)
        self.assertEqual(result["a"], {"c": 1})
        self.assertEqual(result["a"]["c"], 1)

    def test_ref_to_array_item(self):
        doc = {"items": ["zero", {"name": "one"}], "pick": {"$ref": "#/items/1"}}
        result = replace_refs(doc)
        self.assertEqual(result["pick"]["name"], "one")

    def test_escaped_pointer(self):
        doc = {
            "paths": {"/pets/{id}": {"get": "showPet"}, "a b": 2},
            "op": {"$ref": "#/paths/~1pets~1{id}/get"},
            "space": {"$ref": "#/paths/a%20b"},
        }
        result = replace_refs(doc)
        self.assertEqual(result["op"], "showPet")
        self.assertEqual(result["space"], 2)

    def test_chained_refs(self):
        doc = {"a": {"$ref": "#/b"}, "b": {"$ref": "#/c"}, "c": [1, 2, 3]}
        result = jsonref.loads(json.dumps(doc))
        self.assertEqual(len(result["a"]), 3)
        self.assertEqual(list(result["a"]), [1, 2, 3])

    def test_unresolvable_pointer(self):
        result = replace_refs({"a": {"$ref": "#/nope"}})
        with self.assertRaises(JsonRefError) as cm:
            result["a"]["x"]
        self.assertIn("Unresolvable JSON pointer", str(cm.exception))

    def test_local_ref_with_base_uri(self):
        doc = {"definitions": {"id": {"type": "integer"}},
               "properties": {"id": {"$ref": "#/definitions/id"}}}
        result = replace_refs(doc, base_uri="http://example.com/schema.json")
        self.assertEqual(result["properties"]["id"], {"type": "integer"})

    def test_remote_ref_through_loader(self):
        documents = {
            "http://example.com/schema.json": {"user": {"$ref": "defs.json#/user"}},
            "http://example.com/defs.json": {"user": {"type": "object"}},
        }
        loaded = []

        def loader(uri):
            loaded.append(uri)
            return documents[uri]

        text = json.dumps(documents["http://example.com/schema.json"])
        result = jsonref.loads(text, base_uri="http://example.com/schema.json", loader=loader)
        self.assertEqual(result["user"]["type"], "object")
        self.assertEqual(loaded, ["http://example.com/defs.json"])

    def test_invalid_reference_object(self):
        with self.assertRaises(ValueError):
            JsonRef({"$ref": 1})
