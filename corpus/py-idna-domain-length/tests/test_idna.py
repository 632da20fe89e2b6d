import unittest

import idna


def _long_domain(total):
    labels = []
    while sum(len(x) + 1 for x in labels) < total:
        labels.append("a" * 62)
    name = ".".join(labels)
    return name[:total - 4] + ".com" if len(name) >= total else name


class IDNATests(unittest.TestCase):
    def test_encode(self):
        self.assertEqual(idna.encode("xn--zckzah.xn--zckzah"), b"xn--zckzah.xn--zckzah")
        self.assertEqual(idna.encode("\u30c6\u30b9\u30c8.xn--zckzah"), b"xn--zckzah.xn--zckzah")
        self.assertEqual(idna.encode("abc.abc"), b"abc.abc")

    def test_encode_ideographic_full_stop(self):
        self.assertEqual(idna.encode("b\u00fccher\u3002example"), b"xn--bcher-kva.example")

    def test_decode(self):
        self.assertEqual(idna.decode("xn--bcher-kva.example"), "b\u00fccher.example")

    def test_label_errors(self):
        self.assertRaises(idna.IDNAError, idna.encode, "a" * 64 + ".com")
        self.assertRaises(idna.IDNAError, idna.encode, "-abc.com")
        self.assertRaises(idna.IDNAError, idna.encode, "")

    def test_domain_length_limit(self):
        name = _long_domain(253)
        self.assertEqual(len(name), 253)
        self.assertEqual(idna.encode(name), name.encode("ascii"))
        self.assertRaises(idna.IDNAError, idna.encode, "a" + name)

    def test_domain_length_with_trailing_dot(self):
        name = _long_domain(253) + "."
        self.assertEqual(idna.encode(name), name.encode("ascii"))
        self.assertRaises(idna.IDNAError, idna.encode, "a" + name)


if __name__ == '__main__':
    unittest.main()
