import unittest

import polib


def sample_po():
    po = polib.POFile()
    po.append(polib.POEntry(msgid="Hello", msgstr="Bonjour"))
    po.append(polib.POEntry(msgid="Bye", msgstr=""))
    po.append(polib.POEntry(msgid="Cat", msgstr="Chat", flags=["fuzzy"]))
    po.append(polib.POEntry(msgid="One file", msgid_plural="%d files", msgstr_plural={0: "Un fichier", 1: "%d fichiers"}))
    po.append(polib.POEntry(msgid="Old", msgstr="Vieux", obsolete=True))
    return po


class TestPoFile(unittest.TestCase):
    def test_percent_translated(self):
        self.assertEqual(sample_po().percent_translated(), 50)

    def test_percent_translated_empty(self):
        self.assertEqual(polib.POFile().percent_translated(), 100)

    def test_translated_entries(self):
        self.assertEqual([e.msgid for e in sample_po().translated_entries()], ["Hello", "One file"])

    def test_untranslated_and_fuzzy(self):
        po = sample_po()
        self.assertEqual([e.msgid for e in po.untranslated_entries()], ["Bye"])
        self.assertEqual([e.msgid for e in po.fuzzy_entries()], ["Cat"])
        self.assertEqual([e.msgid for e in po.obsolete_entries()], ["Old"])

    def test_find(self):
        po = sample_po()
        self.assertEqual(po.find("Hello").msgstr, "Bonjour")
        self.assertIsNone(po.find("Old"))
        self.assertEqual(po.find("Old", include_obsolete_entries=True).msgstr, "Vieux")

    def test_merge(self):
        po = sample_po()
        pot = polib.POFile()
        pot.append(polib.POEntry(msgid="Hello"))
        pot.append(polib.POEntry(msgid="New"))
        po.merge(pot)
        self.assertEqual(po.find("Hello").msgstr, "Bonjour")
        self.assertIsNotNone(po.find("New"))
        self.assertTrue(po.find("Bye", include_obsolete_entries=True).obsolete)


class TestEntry(unittest.TestCase):
    def test_translated_plural(self):
        entry = polib.POEntry(msgid="a", msgid_plural="as", msgstr_plural={0: "x", 1: ""})
        self.assertFalse(entry.translated())


if __name__ == "__main__":
    unittest.main()
