import unittest

from scrapy.utils.url import (
    add_http_if_no_scheme,
    url_has_any_extension,
    url_is_from_any_domain,
    url_is_from_spider,
)


class Spider:
    name = "example.com"


class UrlUtilsTest(unittest.TestCase):
    def test_url_is_from_any_domain(self):
        url = "http://www.wheele-bin-art.co.uk/get/product/123"
        self.assertTrue(url_is_from_any_domain(url, ["wheele-bin-art.co.uk"]))
        self.assertFalse(url_is_from_any_domain(url, ["art.co.uk"]))

        url = "http://wheele-bin-art.co.uk/get/product/123"
        self.assertTrue(url_is_from_any_domain(url, ["wheele-bin-art.co.uk"]))
        self.assertFalse(url_is_from_any_domain(url, ["art.co.uk"]))

        url = "http://www.Wheele-Bin-Art.co.uk/get/product/123"
        self.assertTrue(url_is_from_any_domain(url, ["wheele-bin-art.CO.UK"]))
        self.assertTrue(url_is_from_any_domain(url, ["WHEELE-BIN-ART.CO.UK"]))

        url = "javascript:%20document.orderform_2581_1190810811.mode.value=%27add%27"
        self.assertFalse(url_is_from_any_domain(url, ["testdomain.com"]))

    def test_url_is_from_spider(self):
        spider = Spider()
        self.assertTrue(url_is_from_spider("http://www.example.com/some/page.html", spider))
        self.assertTrue(url_is_from_spider("http://sub.example.com/some/page.html", spider))
        self.assertFalse(url_is_from_spider("http://www.example.org/some/page.html", spider))
        self.assertFalse(url_is_from_spider("http://www.example.net/some/page.html", spider))

    def test_url_is_from_spider_with_allowed_domains(self):
        spider = Spider()
        spider.allowed_domains = ["example.org", "example.net"]
        self.assertTrue(url_is_from_spider("http://www.example.com/some/page.html", spider))
        self.assertTrue(url_is_from_spider("http://example.net/some/page.html", spider))
        self.assertFalse(url_is_from_spider("http://fakeexample.net/some/page.html", spider))
        self.assertFalse(url_is_from_spider("http://www.example.us/some/page.html", spider))

    def test_url_has_any_extension(self):
        deny_extensions = {"." + e for e in ["jpg", "pdf", "mp3"]}
        self.assertTrue(url_has_any_extension("http://www.example.com/archive.tar.pdf", deny_extensions))
        self.assertTrue(url_has_any_extension("http://www.example.com/page.JPG", deny_extensions))
        self.assertFalse(url_has_any_extension("http://www.example.com/page.doc", deny_extensions))

    def test_add_http_if_no_scheme(self):
        self.assertEqual(add_http_if_no_scheme("www.example.com"), "http://www.example.com")
        self.assertEqual(add_http_if_no_scheme("//www.example.com"), "http://www.example.com")
        self.assertEqual(add_http_if_no_scheme("https://www.example.com"), "https://www.example.com")


if __name__ == "__main__":
    unittest.main()
