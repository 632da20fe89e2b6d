import unittest

from slugify import slugify, smart_truncate


class TestSlugify(unittest.TestCase):
    def test_phrase_with_accents(self):
        self.assertEqual(slugify("C'est déjà l'été."), "c-est-deja-l-ete")
        self.assertEqual(slugify("This is a test ---"), "this-is-a-test")

    def test_numbers(self):
        self.assertEqual(slugify("1,000 reasons you are #1"), "1000-reasons-you-are-1")

    def test_max_length(self):
        self.assertEqual(slugify("jaja---lol-méméméoo--a", max_length=9), "jaja-lol")

    def test_max_length_cutoff_not_required(self):
        self.assertEqual(slugify("jaja---lol-méméméoo--a", max_length=50), "jaja-lol-mememeoo-a")

    def test_word_boundary(self):
        txt = "jaja---lol-méméméoo--a"
        self.assertEqual(slugify(txt, max_length=15, word_boundary=True), "jaja-lol-a")
        self.assertEqual(slugify(txt, max_length=17, word_boundary=True), "jaja-lol-mememeoo")
        self.assertEqual(slugify(txt, max_length=18, word_boundary=True), "jaja-lol-mememeoo")

    def test_save_order(self):
        txt = "one two three four five"
        self.assertEqual(slugify(txt, max_length=13, word_boundary=True, save_order=True), "one-two-three")
        self.assertEqual(slugify(txt, max_length=12, word_boundary=True, save_order=True), "one-two")

    def test_custom_separator(self):
        self.assertEqual(slugify("jaja---lol-méméméoo--a", separator="_"), "jaja_lol_mememeoo_a")

    def test_stopwords(self):
        self.assertEqual(slugify("the quick brown fox jumps over the lazy dog", stopwords=["the"]),
                         "quick-brown-fox-jumps-over-lazy-dog")

    def test_smart_truncate(self):
        self.assertEqual(smart_truncate("hello world again", 11, True), "hello world")
        self.assertEqual(smart_truncate("hello world again", 8, True), "hello")


if __name__ == "__main__":
    unittest.main()
