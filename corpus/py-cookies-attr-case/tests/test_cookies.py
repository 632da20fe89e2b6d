import unittest

from cookies import CookieError, Morsel, SimpleCookie


class CookieTests(unittest.TestCase):

    def test_load_simple(self):
        C = SimpleCookie()
        C.load("chips=ahoy; vienna=finger")
        self.assertEqual(C["chips"].value, "ahoy")
        self.assertEqual(C["vienna"].value, "finger")

    def test_load_lowercase_attributes(self):
        C = SimpleCookie()
        C.load("Customer=WILE_E_COYOTE; path=/acme; secure")
        self.assertEqual(C["Customer"]["path"], "/acme")
        self.assertEqual(C.output(), "Set-Cookie: Customer=WILE_E_COYOTE; Path=/acme; Secure")

    def test_load_capitalized_attributes(self):
        C = SimpleCookie()
        C.load("session=abc123; Path=/; Max-Age=3600; HttpOnly")
        self.assertEqual(C["session"]["path"], "/")
        self.assertEqual(C["session"]["max-age"], "3600")
        self.assertTrue(C["session"]["httponly"])

    def test_invalid_attribute(self):
        M = Morsel()
        self.assertRaises(CookieError, M.__setitem__, "foo", "bar")

    def test_output_flags(self):
        M = Morsel()
        M.set("key", "val")
        M["httponly"] = True
        M["domain"] = "example.com"
        self.assertEqual(M.OutputString(), "key=val; Domain=example.com; HttpOnly")
