"""Tests for Beautiful Soup's tree traversal and attribute handling."""
import unittest

from bs4 import BeautifulSoup


class TestMultiValuedAttributes(unittest.TestCase):

    def test_other_attributes_stay_strings(self):
        soup = BeautifulSoup('<a id="top  link" title="a b">')
        self.assertEqual("top  link", soup.find("a")["id"])
        self.assertEqual("a b", soup.find("a")["title"])

    def test_multi_valued_class(self):
        soup = BeautifulSoup('<div class=" foo  bar ">x</div>')
        self.assertEqual(["foo", "bar"], soup.find("div")["class"])

    def test_tag_specific_multi_valued_attribute(self):
        soup = BeautifulSoup('<a rel="noopener nofollow" href="/x">x</a>')
        self.assertEqual(["noopener", "nofollow"], soup.find("a")["rel"])
        self.assertEqual("/x", soup.find("a")["href"])

    def test_multi_valued_attributes_can_be_turned_off(self):
        soup = BeautifulSoup('<p class="a b">', multi_valued_attributes={})
        self.assertEqual("a b", soup.find("p")["class"])

    def test_find_all_and_get_text(self):
        soup = BeautifulSoup('<p>One <b>bold</b></p><div><p>Two</p></div><br>')
        self.assertEqual(["One bold", "Two"], [p.get_text() for p in soup.find_all("p")])

    def test_get_attribute_list(self):
        soup = BeautifulSoup('<a id="abc">')
        self.assertEqual(["abc"], soup.find("a").get_attribute_list("id"))


if __name__ == '__main__':
    unittest.main()
