import unittest
from datetime import datetime, timezone

from cms.http_cache import cache_headers
from cms.pages import Page
from cms.views import serve_page


def utc(*args):
    return datetime(*args, tzinfo=timezone.utc)


def site():
    about = Page("about", "About us", "We make tea.", created=utc(2024, 3, 1, 9, 30, 0, 250000))
    news = Page("news", "News", "Nothing yet.", created=utc(2024, 3, 1, 9, 30))
    news.edit("Spring sale starts Monday.", utc(2024, 4, 2, 16, 0))
    return {p.slug: p for p in (about, news)}


class ServePageTest(unittest.TestCase):
    def test_missing_page(self):
        self.assertEqual(serve_page(site(), "contact").status, 404)

    def test_first_request(self):
        response = serve_page(site(), "about")
        self.assertEqual(response.status, 200)
        self.assertIn("<h1>About us</h1>", response.body)
        self.assertEqual(response.headers["Last-Modified"], "Fri, 01 Mar 2024 09:30:00 GMT")

    def test_unchanged_page_is_not_sent_again(self):
        response = serve_page(site(), "about", {"If-Modified-Since": "Fri, 01 Mar 2024 09:30:00 GMT"})
        self.assertEqual(response.status, 304)
        self.assertEqual(response.body, "")

    def test_edited_page_is_sent_again(self):
        response = serve_page(site(), "news", {"If-Modified-Since": "Fri, 01 Mar 2024 09:30:00 GMT"})
        self.assertEqual(response.status, 200)
        self.assertIn("Spring sale", response.body)

    def test_last_modified_follows_edits(self):
        headers = cache_headers(site()["news"])
        self.assertEqual(headers["Last-Modified"], "Tue, 02 Apr 2024 16:00:00 GMT")
        self.assertEqual(headers["Cache-Control"], "public, max-age=300")

    def test_garbage_if_modified_since(self):
        response = serve_page(site(), "about", {"If-Modified-Since": "yesterday"})
        self.assertEqual(response.status, 200)

    def test_edit_in_the_past_is_refused(self):
        page = site()["news"]
        with self.assertRaises(ValueError):
            page.edit("old text", utc(2024, 3, 15))


if __name__ == "__main__":
    unittest.main()
