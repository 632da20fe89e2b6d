import unittest

from w3lib.url import (add_or_replace_parameter, add_or_replace_parameters, url_query_cleaner,
                       url_query_parameter)


class UrlTests(unittest.TestCase):
    def test_url_query_parameter(self):
        self.assertEqual(url_query_parameter("product.html?id=200&foo=bar", "id"), "200")
        self.assertEqual(url_query_parameter("product.html?id=200&foo=bar", "notthere", "mydefault"), "mydefault")
        self.assertEqual(url_query_parameter("product.html?id=", "id"), None)
        self.assertEqual(url_query_parameter("product.html?id=", "id", keep_blank_values=1), "")

    def test_add_or_replace_parameter(self):
        url = "http://domain/test"
        self.assertEqual(add_or_replace_parameter(url, "arg", "v"), "http://domain/test?arg=v")
        url = "http://domain/test?arg1=v1&arg2=v2&arg3=v3"
        self.assertEqual(add_or_replace_parameter(url, "arg4", "v4"),
                         "http://domain/test?arg1=v1&arg2=v2&arg3=v3&arg4=v4")
        self.assertEqual(add_or_replace_parameter(url, "arg3", "nv3"),
                         "http://domain/test?arg1=v1&arg2=v2&arg3=nv3")

    def test_add_or_replace_parameter_keeps_blank_values(self):
        url = "http://domain/test?arg1=v1&arg2=&arg3=v3"
        self.assertEqual(add_or_replace_parameter(url, "arg3", "nv3"),
                         "http://domain/test?arg1=v1&arg2=&arg3=nv3")

    def test_add_or_replace_parameters(self):
        url = "http://domain/test?arg1=v1&arg2=v2&arg3=v3"
        self.assertEqual(add_or_replace_parameters(url, {"arg4": "v4", "arg1": "x"}),
                         "http://domain/test?arg1=x&arg2=v2&arg3=v3&arg4=v4")
        self.assertEqual(add_or_replace_parameters(b"http://domain/test?a=&b=1", {"b": "2"}),
                         "http://domain/test?a=&b=2")

    def test_url_query_cleaner(self):
        self.assertEqual(url_query_cleaner("product.html?id=200&foo=bar&name=wired", ["id", "name"]),
                         "product.html?id=200&name=wired")
        self.assertEqual(url_query_cleaner("product.html?id=200&foo=bar&name=wired", ["foo"], remove=True),
                         "product.html?id=200&name=wired")
        self.assertEqual(url_query_cleaner("product.html?d=1&e=b&d=2#frag", "d", unique=False, keep_fragments=True),
                         "product.html?d=1&d=2#frag")


if __name__ == "__main__":
    unittest.main()
