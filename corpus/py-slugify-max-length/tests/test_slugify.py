# -*- coding: utf-8 -*-
import unittest

from slugify import PRE_TRANSLATIONS, slugify, smart_truncate


class TestSlugify(unittest.TestCase):

    def test_extraneous_separators(self):
        txt = "This is a test ---"
        self.assertEqual(slugify(txt), "this-is-a-test")

        txt = "___This is a test ---"
        self.assertEqual(slugify(txt), "this-is-a-test")

    def test_non_word_characters(self):
        txt = "This -- is a ## test ---"
        self.assertEqual(slugify(txt), "this-is-a-test")

    def test_accented_text(self):
        txt = "C'est déjà l'été."
        self.assertEqual(slugify(txt), "c-est-deja-l-ete")

    def test_numbers(self):
        txt = "10 amazing secrets"
        self.assertEqual(slugify(txt), "10-amazing-secrets")
        txt = "1,000 reasons you are #1"
        self.assertEqual(slugify(txt), "1000-reasons-you-are-1")

    def test_max_length(self):
        txt = "jaja---lol-méméméoo--a"
        self.assertEqual(slugify(txt, max_length=9), "jaja-lol")

    def test_max_length_cutoff_not_required(self):
        txt = "jaja---lol-méméméoo--a"
        self.assertEqual(slugify(txt, max_length=5), "jaja")

    def test_max_length_with_word_boundary(self):
        txt = "jaja---lol-méméméoo--a"
        self.assertEqual(slugify(txt, max_length=15, word_boundary=True), "jaja-lol-a")

    def test_custom_separator(self):
        txt = "jaja---lol-méméméoo--a"
        self.assertEqual(slugify(txt, max_length=20, word_boundary=True, separator="."),
                         "jaja.lol.mememeoo.a")

    def test_replacements(self):
        txt = "10 | 20 %"
        r = slugify(txt, replacements=[["|", "or"], ["%", "percent"]])
        self.assertEqual(r, "10-or-20-percent")

    def test_pre_translation(self):
        self.assertEqual(slugify("Übung", replacements=PRE_TRANSLATIONS), "uebung")


class TestSmartTruncate(unittest.TestCase):

    def test_smart_truncate_no_max_length(self):
        txt = '1,000 reasons you are #1'
        self.assertEqual(smart_truncate(txt), txt)

    def test_smart_truncate_no_seperator(self):
        txt = '1,000 reasons you are #1'
        r = smart_truncate(txt, max_length=100, separator='_')
        self.assertEqual(r, txt)


if __name__ == '__main__':
    unittest.main()
