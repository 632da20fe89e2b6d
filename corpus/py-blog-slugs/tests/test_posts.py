import unittest
from datetime import date

from blog.posts import Post, archive, unique_slugs
from blog.text import ascii_fold


class PostSlugTests(unittest.TestCase):
    def test_simple_title(self):
        post = Post("Release notes for version 2", date(2024, 3, 5))
        self.assertEqual(post.slug, "release-notes-for-version-2")

    def test_permalink(self):
        post = Post("Hello world", date(2024, 3, 5))
        self.assertEqual(post.permalink, "/2024/03/hello-world/")

    def test_accents_are_folded(self):
        self.assertEqual(ascii_fold("Crème Brûlée"), "Creme Brulee")
        self.assertEqual(Post("Crème brûlée, again", date(2023, 1, 1)).slug, "creme-brulee-again")

    def test_trailing_punctuation(self):
        post = Post("Why we moved to Postgres?", date(2024, 6, 1))
        self.assertEqual(post.permalink, "/2024/06/why-we-moved-to-postgres/")

    def test_tags_are_slugified(self):
        post = Post("Tags", date(2024, 1, 1), tags=["Python 3!", "  Web Dev"])
        self.assertEqual(post.tags, ["python-3", "web-dev"])

    def test_long_title_cut_at_word(self):
        title = "An unusually long title that keeps going well past the limit of sixty characters"
        slug = Post(title, date(2024, 1, 1)).slug
        self.assertLessEqual(len(slug), 60)
        self.assertEqual(slug, "an-unusually-long-title-that-keeps-going-well-past-the-limit")

    def test_colliding_titles(self):
        posts = [Post("Weekly update", date(2024, 1, d)) for d in (1, 8, 15)]
        self.assertEqual(unique_slugs(posts), ["weekly-update", "weekly-update-2", "weekly-update-3"])

    def test_archive_sorted_by_date(self):
        a, b, c = Post("B", date(2024, 5, 1)), Post("A", date(2024, 2, 1)), Post("C", date(2023, 9, 9))
        self.assertEqual([p.title for p in archive([a, b, c], 2024)], ["A", "B"])


if __name__ == "__main__":
    unittest.main()
