import unittest

from html2text import HTML2Text

LONG = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
        "tempor incididunt ut labore et dolore magna aliqua.")


class TestOptwrap(unittest.TestCase):
    def test_plain_paragraph_is_wrapped(self):
        out = HTML2Text(bodywidth=40).optwrap(LONG)
        self.assertTrue(all(len(line) <= 40 for line in out.splitlines()))
        self.assertEqual(" ".join(out.split()), LONG)

    def test_no_wrapping_when_body_width_is_zero(self):
        self.assertEqual(HTML2Text(bodywidth=0).optwrap(LONG), LONG)

    def test_code_block_is_not_wrapped(self):
        code = "    " + LONG
        self.assertEqual(HTML2Text(bodywidth=40).optwrap(code), code + "\n")

    def test_list_item_is_not_wrapped(self):
        item = "  * " + LONG
        self.assertEqual(HTML2Text(bodywidth=40).optwrap(item), item + "\n")

    def test_paragraph_with_link_is_wrapped(self):
        text = "See [the docs](http://example.com/docs) for details. " + LONG
        out = HTML2Text(bodywidth=40).optwrap(text)
        self.assertGreater(len(out.splitlines()), 3)
        self.assertTrue(all(len(line) <= 40 for line in out.splitlines()))

    def test_paragraph_with_link_is_kept_when_wrap_links_is_off(self):
        text = "See [the docs](http://example.com/docs) for details. " + LONG
        h = HTML2Text(bodywidth=40)
        h.wrap_links = False
        self.assertEqual(h.optwrap(text), text + "\n")

    def test_emdash_paragraph_is_wrapped(self):
        out = HTML2Text(bodywidth=40).optwrap("-- " + LONG)
        self.assertGreater(len(out.splitlines()), 1)


if __name__ == "__main__":
    unittest.main()
