import unittest

import jsonpatch


class ApplyPatchTestCase(unittest.TestCase):
    def test_apply_patch_from_object(self):
        obj = {'foo': 'bar'}
        res = jsonpatch.apply_patch(obj, [{'op': 'add', 'path': '/baz', 'value': 'qux'}])
        self.assertTrue(obj is not res)
        self.assertEqual(res, {'foo': 'bar', 'baz': 'qux'})

    def test_add_array_item(self):
        obj = {'foo': ['bar', 'baz']}
        res = jsonpatch.apply_patch(obj, [{'op': 'add', 'path': '/foo/1', 'value': 'qux'},
                                          {'op': 'add', 'path': '/foo/-', 'value': 'end'}])
        self.assertEqual(res['foo'], ['bar', 'qux', 'baz', 'end'])

    def test_remove_object_key(self):
        obj = {'foo': 'bar', 'baz': 'qux'}
        res = jsonpatch.apply_patch(obj, [{'op': 'remove', 'path': '/baz'}])
        self.assertEqual(res, {'foo': 'bar'})
        self.assertRaises(jsonpatch.JsonPatchConflict, jsonpatch.apply_patch, obj,
                          [{'op': 'remove', 'path': '/missing'}])

    def test_move_object_key(self):
        obj = {'foo': {'bar': 'baz', 'waldo': 'fred'},
               'qux': {'corge': 'grault'}}
        res = jsonpatch.apply_patch(obj, [{'op': 'move', 'from': '/foo/waldo', 'path': '/qux/thud'}])
        self.assertEqual(res, {'qux': {'thud': 'fred', 'corge': 'grault'}, 'foo': {'bar': 'baz'}})

    def test_move_array_item(self):
        obj = {'foo': ['all', 'grass', 'cows', 'eat']}
        res = jsonpatch.apply_patch(obj, [{'op': 'move', 'from': '/foo/1', 'path': '/foo/3'}])
        self.assertEqual(res, {'foo': ['all', 'cows', 'eat', 'grass']})

    def test_move_into_child(self):
        obj = {'foo': {'bar': 1}}
        self.assertRaises(jsonpatch.JsonPatchConflict, jsonpatch.apply_patch, obj,
                          [{'op': 'move', 'from': '/foo', 'path': '/foo/bar/baz'}])

    def test_move_object_keyerror(self):
        obj = {'foo': {'bar': 'baz'}}
        self.assertRaises(jsonpatch.JsonPatchConflict, jsonpatch.apply_patch, obj,
                          [{'op': 'move', 'from': '/foo/non-existent', 'path': '/foo/bar'}])

    def test_move_to_same_location(self):
        obj = {'foo': {'bar': 'baz'}, 'qux': 1}
        res = jsonpatch.apply_patch(obj, [{'op': 'move', 'from': '/foo/bar', 'path': '/foo/bar'}])
        self.assertEqual(res, obj)


if __name__ == '__main__':
    unittest.main()
