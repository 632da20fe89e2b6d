"""DNS Names."""

import dns.exception

NAMERELN_NONE = 0
NAMERELN_SUPERDOMAIN = 1
NAMERELN_SUBDOMAIN = 2
NAMERELN_EQUAL = 3
NAMERELN_COMMONANCESTOR = 4


class Name:
    """A DNS name: a tuple of labels, each a ``bytes``, the root label last."""

    __slots__ = ['labels']

    def __init__(self, labels):
        self.labels = tuple(labels)

    def is_absolute(self):
        return len(self.labels) > 0 and self.labels[-1] == b''

    def fullcompare(self, other):
        """Compare two names, returning ``(relation, order, nlabels)``.

        Comparison is case-insensitive, as DNS names are."""
        sabs = self.is_absolute()
        oabs = other.is_absolute()
        if sabs != oabs:
            return (NAMERELN_NONE, 1 if sabs else -1, 0)
        l1 = len(self.labels)
        l2 = len(other.labels)
        ldiff = l1 - l2
        l = l1 if ldiff < 0 else l2
        order = 0
        nlabels = 0
        namereln = NAMERELN_NONE
        while l > 0:
            l -= 1
            l1 -= 1
            l2 -= 1
            label1 = self.labels[l1].lower()
            label2 = other.labels[l2]
            if label1 != label2:
                order = -1 if label1 < label2 else 1
                if nlabels > 0:
                    namereln = NAMERELN_COMMONANCESTOR
                return (namereln, order, nlabels)
            nlabels += 1
        order = ldiff
        if ldiff < 0:
            namereln = NAMERELN_SUPERDOMAIN
        elif ldiff > 0:
            namereln = NAMERELN_SUBDOMAIN
        else:
            namereln = NAMERELN_EQUAL
        return (namereln, order, nlabels)

    def is_subdomain(self, other):
        """Is self a subdomain of other?  Equality counts as a subdomain."""
        (nr, _, _) = self.fullcompare(other)
        return nr in (NAMERELN_SUBDOMAIN, NAMERELN_EQUAL)

    def __eq__(self, other):
        if isinstance(other, Name):
            return self.fullcompare(other)[1] == 0
        return False

    def __hash__(self):
        return hash(tuple(label.lower() for label in self.labels))

    def relativize(self, origin):
        """Return the name relative to *origin*, if it is a subdomain of it."""
        if origin is not None and self.is_subdomain(origin):
            return Name(self.labels[: -len(origin.labels)])
        return self

    def to_text(self, omit_final_dot=False):
        if len(self.labels) == 1 and self.labels[0] == b'':
            return '.'
        labels = self.labels[:-1] if omit_final_dot and self.is_absolute() else self.labels
        return '.'.join(label.decode('ascii') for label in labels)


root = Name([b''])


def from_text(text, origin=root):
    """Convert text into a Name, appending *origin* to a relative name."""
    if text == '.':
        return root
    labels = [label.encode('ascii') for label in text.split('.')]
    for label in labels[:-1]:
        if not label:
            raise dns.exception.EmptyLabel
    if any(len(label) > 63 for label in labels):
        raise dns.exception.LabelTooLong
    if labels[-1] != b'' and origin is not None:
        labels.extend(origin.labels)
    return Name(labels)
