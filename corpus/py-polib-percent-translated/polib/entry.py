"""PO file entries."""


class POEntry:
    """Represents a po file entry."""

    def __init__(self, msgid="", msgstr="", msgid_plural="", msgstr_plural=None, msgctxt=None,
                 flags=None, obsolete=False, occurrences=None):
        self.msgid = msgid
        self.msgstr = msgstr
        self.msgid_plural = msgid_plural
        self.msgstr_plural = msgstr_plural or {}
        self.msgctxt = msgctxt
        self.flags = list(flags or [])
        self.obsolete = obsolete
        self.occurrences = list(occurrences or [])

    @property
    def fuzzy(self):
        return "fuzzy" in self.flags

    def translated(self):
        """Returns ``True`` if the entry has been translated or ``False`` otherwise."""
        if self.obsolete or self.fuzzy:
            return False
        if self.msgstr != "":
            return True
        elif self.msgstr_plural:
            for pos in self.msgstr_plural:
                if self.msgstr_plural[pos] == "":
                    return False
            return True
        return False

    def merge(self, other):
        """Merge the current entry with the given pot entry."""
        self.msgid = other.msgid
        self.msgctxt = other.msgctxt
        self.occurrences = other.occurrences
        self.flags = other.flags[:]
        if other.msgid_plural and not self.msgstr_plural:
            self.msgstr_plural = {i: "" for i in range(2)}
        self.msgid_plural = other.msgid_plural
