import unittest

from oauthlib.oauth2 import OAuth2Token, list_to_scope, scope_to_list


class ScopeUtilsTest(unittest.TestCase):

    def test_list_to_scope(self):
        self.assertEqual(list_to_scope(["a", "b"]), "a b")
        self.assertEqual(list_to_scope("a b"), "a b")
        self.assertIsNone(list_to_scope(None))
        self.assertRaises(ValueError, list_to_scope, object())

    def test_scope_to_list(self):
        self.assertEqual(scope_to_list(("a", "b")), ["a", "b"])
        self.assertEqual(scope_to_list("a b"), ["a", "b"])
        self.assertIsNone(scope_to_list(None))


class OAuth2TokenTest(unittest.TestCase):

    def test_scope_unchanged_when_not_returned(self):
        token = OAuth2Token({"access_token": "x"}, old_scope="read write")
        self.assertFalse(token.scope_changed)
        self.assertEqual(token.scope, "read write")

    def test_scope_changed(self):
        token = OAuth2Token({"access_token": "x", "scope": "read"}, old_scope=["read", "write"])
        self.assertTrue(token.scope_changed)
        self.assertEqual(token.missing_scopes, ["write"])
        self.assertEqual(token.additional_scopes, [])

    def test_server_scope_with_surrounding_whitespace(self):
        token = OAuth2Token({"access_token": "x", "scope": "read write "}, old_scope="read write")
        self.assertFalse(token.scope_changed)
        self.assertEqual(token.additional_scopes, [])
