from whoosh.analysis.acore import Composable
from whoosh.analysis.filters import STOP_WORDS, LowercaseFilter, StopFilter
from whoosh.analysis.tokenizers import RegexTokenizer, default_pattern


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
