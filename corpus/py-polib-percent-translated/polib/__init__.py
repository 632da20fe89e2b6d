"""A library to manipulate gettext files (po and mo files), reduced."""

from polib.entry import POEntry  # noqa: F401

__version__ = "1.2.0"


class _BaseFile(list):
    """Common base class for the POFile and MOFile classes."""

    def __init__(self, fpath=None, wrapwidth=78, encoding="utf-8"):
        list.__init__(self)
        self.fpath = fpath
        self.wrapwidth = wrapwidth
        self.encoding = encoding
        self.metadata = {}

    def find(self, st, by="msgid", include_obsolete_entries=False, msgctxt=False):
        """Find the entry which msgid (or property identified by the ``by`` argument) matches ``st``."""
        entries = self if include_obsolete_entries else [e for e in self if not e.obsolete]
        for e in entries:
            if getattr(e, by) == st:
                if msgctxt is not False and e.msgctxt != msgctxt:
                    continue
                return e
        return None


class POFile(_BaseFile):
    """Po (or Pot) file reader/writer."""

    def percent_translated(self):
        """Convenience method that returns the percentage of translated messages."""
        total = len([e for e in self if not e.obsolete])
        if total == 0:
            return 100
        translated = len(self.translated_entries())
        return int(translated * 100 / float(total))

    def translated_entries(self):
        """Convenience method that returns the list of translated entries."""
        return [e for e in self if e.translated]

    def untranslated_entries(self):
        """Convenience method that returns the list of untranslated entries."""
        return [e for e in self if not e.translated() and not e.obsolete and not e.fuzzy]

    def fuzzy_entries(self):
        """Convenience method that returns the list of fuzzy entries."""
        return [e for e in self if e.fuzzy and not e.obsolete]

    def obsolete_entries(self):
        """Convenience method that returns the list of obsolete entries."""
        return [e for e in self if e.obsolete]

    def merge(self, refpot):
        """Merge the current po file with the given po template file."""
        for entry in refpot:
            e = self.find(entry.msgid, include_obsolete_entries=True, msgctxt=entry.msgctxt)
            if e is None:
                e = POEntry()
                self.append(e)
            e.merge(entry)
        for entry in self:
            if refpot.find(entry.msgid, msgctxt=entry.msgctxt) is None:
                entry.obsolete = True
