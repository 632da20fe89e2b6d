"""Adds entities to a Doc from phrase patterns."""

from .tokens import Span
from .util import filter_spans


class EntityRuler:
    def __init__(self, overwrite_ents=False):
        self.patterns = []
        self.overwrite = overwrite_ents

    def add_patterns(self, patterns):
        for pattern in patterns:
            words = pattern["pattern"].split()
            if not words:
                raise ValueError("empty pattern")
            self.patterns.append((pattern["label"], [w.lower() for w in words]))

    def match(self, doc):
        lowered = [w.lower() for w in doc.words]
        matches = []
        for label, words in self.patterns:
            for start in range(len(lowered) - len(words) + 1):
                if lowered[start:start + len(words)] == words:
                    matches.append(Span(doc, start, start + len(words), label))
        return matches

    def __call__(self, doc):
        matches = self.match(doc)
        if self.overwrite:
            doc.ents = filter_spans(matches)
        else:
            doc.ents = filter_spans(list(doc.ents) + matches)
        return doc
