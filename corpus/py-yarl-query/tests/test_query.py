import unittest

from miniyarl import URL


class WithQueryTest(unittest.TestCase):
    def test_with_query_str(self):
        url = URL("http://example.com")
        self.assertEqual(str(url.with_query("a=1&b=2")), "http://example.com/?a=1&b=2")

    def test_with_query_mapping(self):
        url = URL("http://example.com/get")
        self.assertEqual(str(url.with_query({"a": "1", "b": "2"})), "http://example.com/get?a=1&b=2")

    def test_with_query_kwargs_space(self):
        url = URL("http://example.com/search").with_query(q="hello world")
        self.assertEqual(url.query_string, "q=hello+world")
        self.assertEqual(url.query, {"q": "hello world"})

    def test_with_query_reserved_in_value(self):
        url = URL("http://example.com/").with_query({"a": "b&c=d"})
        self.assertEqual(str(url), "http://example.com/?a=b%26c%3Dd")
        self.assertEqual(url.query, {"a": "b&c=d"})

    def test_with_query_plus_in_value(self):
        url = URL("http://example.com/calc").with_query({"expr": "1+2"})
        self.assertEqual(url.query_string, "expr=1%2B2")
        self.assertEqual(url.query["expr"], "1+2")

    def test_with_query_numbers(self):
        url = URL("http://example.com/").with_query([("page", 3), ("ratio", 0.5)])
        self.assertEqual(url.query_string, "page=3&ratio=0.5")
        with self.assertRaises(TypeError):
            URL("http://example.com/").with_query({"flag": True})

    def test_with_query_none(self):
        url = URL("http://example.com/path?a=b")
        self.assertEqual(str(url.with_query(None)), "http://example.com/path")

    def test_update_query(self):
        url = URL("http://example.com/path?a=1")
        self.assertEqual(str(url.update_query({"b": "2"})), "http://example.com/path?a=1&b=2")
        self.assertEqual(str(url.update_query(a="3")), "http://example.com/path?a=3")

    def test_build(self):
        url = URL.build(scheme="https", host="example.com", path="/a b", query={"x": "y"})
        self.assertEqual(str(url), "https://example.com/a%20b?x=y")


if __name__ == "__main__":
    unittest.main()
