import unittest

from django.utils import text


class TestUtilsText(unittest.TestCase):
    def test_capfirst(self):
        self.assertEqual(text.capfirst("hello world"), "Hello world")
        self.assertEqual(text.capfirst(""), "")
        self.assertEqual(text.capfirst(7), "7")

    def test_truncate_chars(self):
        truncator = text.Truncator("The quick brown fox jumped over the lazy dog.")
        self.assertEqual(
            "The quick brown fox jumped over the lazy dog.", truncator.chars(100)
        )
        self.assertEqual("The quick brown fox …", truncator.chars(21))
        self.assertEqual("The quick brown fo.....", truncator.chars(23, "....."))
        self.assertEqual(".....", truncator.chars(4, "....."))

    def test_truncate_chars_exact_length(self):
        # Text that already fits is returned untouched.
        truncator = text.Truncator("asdf")
        self.assertEqual("asdf", truncator.chars(4))
        sentence = "The quick brown fox jumped over the lazy dog."
        self.assertEqual(sentence, text.Truncator(sentence).chars(len(sentence)))

    def test_truncate_chars_combining(self):
        nfc = text.Truncator("o\xfco\xfco\xfco\xfc")
        nfd = text.Truncator("ou\u0308ou\u0308ou\u0308ou\u0308")
        self.assertEqual("oüoüoüoü", nfc.chars(8))
        self.assertEqual("oüoüoüoü", nfd.chars(8))
        self.assertEqual("oü…", nfc.chars(3))

    def test_truncate_words(self):
        truncator = text.Truncator("The quick brown fox jumped over the lazy dog.")
        self.assertEqual(
            "The quick brown fox jumped over the lazy dog.", truncator.words(10)
        )
        self.assertEqual("The quick brown fox…", truncator.words(4))
        self.assertEqual("The quick brown fox[snip]", truncator.words(4, "[snip]"))
        self.assertEqual("", truncator.words(0))


if __name__ == "__main__":
    unittest.main()
