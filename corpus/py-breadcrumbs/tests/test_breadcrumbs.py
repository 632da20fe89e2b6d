import unittest

from sitenav.breadcrumbs import breadcrumbs, humanize, render
from sitenav.paths import path_segments


class BreadcrumbTests(unittest.TestCase):
    def test_root_page(self):
        self.assertEqual(breadcrumbs("/"), [("Home", "/")])

    def test_segments_are_decoded(self):
        self.assertEqual(path_segments("/docs/caf%C3%A9//menu/?lang=fr"), ["docs", "café", "menu"])

    def test_humanize(self):
        self.assertEqual(humanize("getting-started"), "Getting started")
        self.assertEqual(humanize("api_reference"), "Api reference")

    def test_nested_page(self):
        self.assertEqual(
            breadcrumbs("/docs/guide/install/"),
            [("Home", "/"), ("Docs", "/docs/"), ("Guide", "/docs/guide/"), ("Install", "/docs/guide/install/")],
        )

    def test_custom_titles(self):
        trail = breadcrumbs("/docs/api/", titles={"/docs/": "Documentation", "/docs/api/": "API"})
        self.assertEqual(render(trail), "Home › Documentation › API")

    def test_parent_links(self):
        trail = breadcrumbs("https://example.org/blog/2024/hello-world")
        self.assertEqual([href for _, href in trail[:3]], ["/", "/blog/", "/blog/2024/"])

    def test_render(self):
        self.assertEqual(render([("Home", "/"), ("Blog", "/blog/")], separator=" / "), "Home / Blog")


if __name__ == "__main__":
    unittest.main()
