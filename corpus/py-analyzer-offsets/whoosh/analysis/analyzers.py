from whoosh.analysis.acore import Composable
from whoosh.analysis.tokenizers import RegexTokenizer, default_pattern


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



class CompositeAnalyzer(Composable):
    def __init__(self, *composables):
        self.items = []
        for comp in composables:
            if isinstance(comp, CompositeAnalyzer):
                self.items.extend(comp.items)
            else:
                self.items.append(comp)

    def __call__(self, value, no_morph=False, **kwargs):
        items = self.items
        gen = items[0](value, **kwargs)
        for item in items[1:]:
            gen = item(gen)
        return gen


def StandardAnalyzer(expression=default_pattern, stoplist=STOP_WORDS, minsize=2, maxsize=None, gaps=False):
    """Composes a RegexTokenizer with a LowercaseFilter and optional StopFilter."""
    ret = RegexTokenizer(expression=expression, gaps=gaps)
    chain = ret | LowercaseFilter()
    if stoplist is not None:
        return chain | StopFilter(stoplist=stoplist, minsize=minsize, maxsize=maxsize)
    return chain


def StemmingAnalyzer(expression=default_pattern, stoplist=STOP_WORDS, minsize=2, maxsize=None):
    """Like StandardAnalyzer, but strips a plural "s" (a stand-in for a real stemmer)."""
    class _PluralFilter(Composable):
        def __call__(self, tokens):
            for t in tokens:
                if len(t.text) > 3 and t.text.endswith("s") and not t.text.endswith("ss"):
                    t.text = t.text[:-1]
                yield t
    return StandardAnalyzer(expression, stoplist, minsize, maxsize) | _PluralFilter()
