from whoosh.analysis.acore import Composable

STOP_WORDS = frozenset(("a", "an", "and", "are", "as", "at", "be", "by", "can", "for", "from",
                        "have", "if", "in", "is", "it", "may", "not", "of", "on", "or", "tbd",
                        "that", "the", "this", "to", "us", "we", "when", "will", "with", "yet",
                        "you", "your"))


class LowercaseFilter(Composable):
    """Uses unicode.lower() to lowercase token text."""

    def __call__(self, tokens):
        for t in tokens:
            t.text = t.text.lower()
            yield t


class StopFilter(Composable):
    """Marks "stop" words (words too common to index) in the stream (and by default removes them)."""

    def __init__(self, stoplist=STOP_WORDS, minsize=2, maxsize=None, renumber=True):
        self.stops = frozenset(stoplist)
        self.min = minsize
        self.max = maxsize
        self.renumber = renumber

    def __call__(self, tokens):
        stoplist = self.stops
        minsize = self.min
        maxsize = self.max
        renumber = self.renumber
        pos = None
        for t in tokens:
            text = t.text
            if (len(text) >= minsize and (maxsize is None or len(text) <= maxsize)
                    and text not in stoplist):
                # This is not a stop word
                if renumber and t.positions:
                    pos = t.pos = 0 if pos is None else pos + 1
                t.stopped = False
                yield t
            elif not t.removestops:
                t.stopped = True
                yield t
