class Token:
    """Represents a "token" (usually a word) extracted from the source text being indexed.

    Because object instantiation in Python is slow, tokenizers should create ONE SINGLE Token
    object and YIELD IT OVER AND OVER, changing the attributes each time.
    """

    def __init__(self, positions=False, chars=False, removestops=True, mode="", **kwargs):
        self.positions = positions
        self.chars = chars
        self.stopped = False
        self.boost = 1.0
        self.removestops = removestops
        self.mode = mode
        self.__dict__.update(kwargs)

    def __repr__(self):
        parms = ", ".join("%s=%r" % (name, value) for name, value in self.__dict__.items())
        return "%s(%s)" % (self.__class__.__name__, parms)

    def copy(self):
        return Token(**self.__dict__)


class Composable:
    def __or__(self, other):
        from whoosh.analysis.analyzers import CompositeAnalyzer
        return CompositeAnalyzer(self, other)
