"""Doc and Span."""


class Span:
    def __init__(self, doc, start, end, label=""):
        if start > end:
            raise ValueError(f"span start {start} is after its end {end}")
        self.doc = doc
        self.start = start
        self.end = end
        self.label_ = label

    @property
    def text(self):
        return " ".join(self.doc.words[self.start:self.end])

    def __len__(self):
        return self.end - self.start

    def __repr__(self):
        return f"<Span {self.start}:{self.end} {self.label_} {self.text!r}>"


class Doc:
    def __init__(self, words):
        self.words = list(words)
        self._ents = []

    @classmethod
    def from_text(cls, text):
        return cls(text.split())

    def __len__(self):
        return len(self.words)

    @property
    def ents(self):
        return tuple(self._ents)

    @ents.setter
    def ents(self, spans):
        spans = sorted(spans, key=lambda span: span.start)
        for prev, span in zip(spans, spans[1:]):
            if span.start < prev.end:
                raise ValueError(f"[E103] Trying to set conflicting doc.ents: {prev!r} and {span!r}")
        self._ents = spans
