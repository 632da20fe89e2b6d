import codecs
import unittest

import chardet


class TestDetect(unittest.TestCase):
    def test_ascii(self):
        self.assertEqual(chardet.detect(b"plain old text\n")["encoding"], "ascii")

    def test_empty(self):
        self.assertIsNone(chardet.detect(b"")["encoding"])

    def test_utf8_bom(self):
        result = chardet.detect(codecs.BOM_UTF8 + "hi".encode("utf-8"))
        self.assertEqual(result["encoding"], "UTF-8-SIG")

    def test_utf16_bom(self):
        self.assertEqual(chardet.detect("hi".encode("utf-16"))["encoding"], "UTF-16")

    def test_latin1(self):
        result = chardet.detect("Ça coûte très cher".encode("latin-1"))
        self.assertEqual(result["encoding"], "ISO-8859-1")

    def test_utf8_long_text(self):
        result = chardet.detect("Größenänderung für Übergrößen: ok".encode("utf-8"))
        self.assertEqual(result["encoding"], "utf-8")
        self.assertAlmostEqual(result["confidence"], 0.99)

    def test_utf8_few_accents(self):
        result = chardet.detect("Crème brûlée for two".encode("utf-8"))
        self.assertEqual(result["encoding"], "utf-8")
        self.assertGreater(result["confidence"], 0.8)

    def test_type_error(self):
        with self.assertRaises(TypeError):
            chardet.detect("not bytes")


if __name__ == '__main__':
    unittest.main()
