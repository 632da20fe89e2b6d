import unittest

from nameparser import HumanName


class HumanNameTestBase(unittest.TestCase):
    def m(self, actual, expected, hn):
        self.assertEqual(actual, expected, "'%s' != '%s' for '%s'" % (actual, expected, hn.full_name))


class FirstMiddleLastTests(HumanNameTestBase):
    def test_first_last(self):
        hn = HumanName("Bob Dole")
        self.m(hn.first, "Bob", hn)
        self.m(hn.last, "Dole", hn)

    def test_first_middle_last(self):
        hn = HumanName("John Quincy Adams")
        self.m(hn.middle, "Quincy", hn)
        self.m(hn.last, "Adams", hn)

    def test_title_and_suffix(self):
        hn = HumanName("Dr. Martin Luther King Jr.")
        self.m(hn.title, "Dr.", hn)
        self.m(hn.first, "Martin", hn)
        self.m(hn.middle, "Luther", hn)
        self.m(hn.last, "King", hn)
        self.m(hn.suffix, "Jr.", hn)

    def test_two_suffixes(self):
        hn = HumanName("Kenneth Clarke PhD MD")
        self.m(hn.suffix, "PhD, MD", hn)


class PrefixesTests(HumanNameTestBase):
    def test_prefix(self):
        hn = HumanName("Juan del Sur")
        self.m(hn.first, "Juan", hn)
        self.m(hn.last, "del Sur", hn)

    def test_multiple_prefixes_with_middle(self):
        hn = HumanName("Johannes Diderik van der Waals")
        self.m(hn.middle, "Diderik", hn)
        self.m(hn.last, "van der Waals", hn)

    def test_str(self):
        self.assertEqual(str(HumanName("Mr. Bob Dole Sr.")), "Mr. Bob Dole, Sr.")


if __name__ == "__main__":
    unittest.main()
