import unittest

from urlkit.build import build_url, join_path, page_urls


class JoinPathTest(unittest.TestCase):
    def test_segments_are_quoted(self):
        self.assertEqual(join_path("https://api.example.com/v1/", "users", "ana maria", 7),
                         "https://api.example.com/v1/users/ana%20maria/7")


class BuildUrlTest(unittest.TestCase):
    def test_params(self):
        self.assertEqual(build_url("https://api.example.com/v1", "users", active=True, fields=["id", "name"]),
                         "https://api.example.com/v1/users?active=true&fields=id&fields=name")

    def test_none_params_are_dropped(self):
        self.assertEqual(build_url("https://api.example.com/v1", "users", q="a&b", team=None),
                         "https://api.example.com/v1/users?q=a%26b")

    def test_existing_query_is_kept(self):
        self.assertEqual(build_url("https://api.example.com/v1?key=k1", "users", page=2),
                         "https://api.example.com/v1/users?key=k1&page=2")

    def test_existing_query_without_params(self):
        self.assertEqual(build_url("https://api.example.com/v1?key=k1", "users"),
                         "https://api.example.com/v1/users?key=k1")
        self.assertEqual(build_url("https://api.example.com/v1?key=k1", "users", since=None),
                         "https://api.example.com/v1/users?key=k1")

    def test_page_urls(self):
        self.assertEqual(page_urls("https://x.test/items?sort=new", 2),
                         ["https://x.test/items?sort=new&page=1", "https://x.test/items?sort=new&page=2"])


if __name__ == "__main__":
    unittest.main()
