import unittest

from mdsite.pages import load_page

POST = """---
title: Brewing green tea
tags: [tea, howto]
draft: false
---

Use water at 80 degrees.
"""

POST_WITH_RULE = """---
title: Tea regions
tags: [tea]
---
## Japan

Sencha, gyokuro.

---

## China

Longjing.
"""


class LoadPageTest(unittest.TestCase):
    def test_front_matter(self):
        page = load_page("posts/green-tea.md", POST)
        self.assertEqual(page.title, "Brewing green tea")
        self.assertEqual(page.tags, ["tea", "howto"])
        self.assertFalse(page.draft)
        self.assertEqual(page.slug, "green-tea")
        self.assertEqual(page.body, "Use water at 80 degrees.")

    def test_no_front_matter(self):
        page = load_page("posts/Hello World.md", "# Hello\n\nFirst post.")
        self.assertEqual(page.title, "Hello")
        self.assertEqual(page.slug, "hello-world")
        self.assertEqual(page.tags, [])

    def test_unclosed_front_matter(self):
        with self.assertRaises(ValueError):
            load_page("posts/x.md", "---\ntitle: x\n")

    def test_horizontal_rule_in_body(self):
        page = load_page("posts/regions.md", POST_WITH_RULE)
        self.assertEqual(page.title, "Tea regions")
        self.assertEqual(page.tags, ["tea"])
        self.assertTrue(page.body.startswith("## Japan"))
        self.assertIn("Longjing.", page.body)


if __name__ == "__main__":
    unittest.main()
