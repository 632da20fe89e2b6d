from .config import CONSTANTS


def lc(value):
    """Lower case and remove any periods to normalize for comparison."""
    if not value:
        return ''
    return value.lower().strip('.')


class HumanName(object):
    """Parse a person's name into individual components."""

    def __init__(self, full_name="", constants=CONSTANTS):
        self.C = constants
        self.title = self.first = self.middle = self.last = self.suffix = ''
        self.full_name = full_name
        self.parse_full_name()

    def is_title(self, value):
        return lc(value) in self.C.titles

    def is_prefix(self, piece):
        return lc(piece) in self.C.titles

    def is_suffix(self, piece):
        return lc(piece).replace('.', '') in (self.C.suffix_acronyms | self.C.suffix_not_acronyms)

    def parse_full_name(self):
        pieces = self.full_name.replace(',', ' ').split()
        titles, suffixes = [], []
        while len(pieces) > 1 and self.is_title(pieces[0]):
            titles.append(pieces.pop(0))
        while len(pieces) > 1 and self.is_suffix(pieces[-1]):
            suffixes.insert(0, pieces.pop())
        self.title = ' '.join(titles)
        self.suffix = ', '.join(suffixes)
        if not pieces:
            return
        self.first = pieces[0]
        if len(pieces) == 1:
            return
        i = len(pieces) - 2
        while i > 0 and self.is_prefix(pieces[i]):
            i -= 1
        self.last = ' '.join(pieces[i + 1:])
        self.middle = ' '.join(pieces[1:i + 1])

    def __str__(self):
        return ' '.join(p for p in (self.title, self.first, self.middle, self.last) if p) + \
            (', ' + self.suffix if self.suffix else '')
