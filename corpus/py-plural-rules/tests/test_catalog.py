import unittest

from i18n import Catalog
from i18n.catalog import MissingMessage
from i18n.rules import plural_category

RU = Catalog("ru_RU", {"files": {"one": "{n} файл", "few": "{n} файла", "many": "{n} файлов"}})
PL = Catalog("pl", {"files": {"one": "{n} plik", "few": "{n} pliki", "many": "{n} plików"}})
EN = Catalog("en-GB", {"files": {"one": "{n} file", "other": "{n} files"}})


class CatalogTest(unittest.TestCase):
    def test_english(self):
        self.assertEqual(EN.ngettext("files", 1), "1 file")
        self.assertEqual(EN.ngettext("files", 0), "0 files")

    def test_french_zero_is_singular(self):
        self.assertEqual(plural_category("fr_CA", 0), "one")

    def test_russian_one_and_few(self):
        self.assertEqual(RU.ngettext("files", 21), "21 файл")
        self.assertEqual(RU.ngettext("files", 3), "3 файла")
        self.assertEqual(RU.ngettext("files", 11), "11 файлов")

    def test_russian_teens_are_many(self):
        for n in (12, 13, 14, 112, 114):
            self.assertEqual(RU.ngettext("files", n), "%d файлов" % n)

    def test_polish_few_and_many(self):
        self.assertEqual(PL.ngettext("files", 24), "24 pliki")
        self.assertEqual(PL.ngettext("files", 5), "5 plików")
        self.assertEqual(PL.ngettext("files", 14), "14 plików")

    def test_missing_key(self):
        with self.assertRaises(MissingMessage):
            EN.ngettext("folders", 2)


if __name__ == "__main__":
    unittest.main()
