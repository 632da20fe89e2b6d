"""Token stream filters used by sqlparse.format()."""


class _CaseFilter:
    ttype = None

    def __init__(self, case=None):
        case = case or "unchanged"
        if case not in ("lower", "upper", "capitalize", "unchanged"):
            raise ValueError("Invalid value for case: %r" % case)
        self.convert = str if case == "unchanged" else getattr(str, case)

    def process(self, stream):
        for ttype, value in stream:
            if ttype in self.ttype:
                value = self.convert(value)
            yield ttype, value


class KeywordCaseFilter(_CaseFilter):
    ttype = ("Keyword",)


class IdentifierCaseFilter(_CaseFilter):
    ttype = ("Name", "String.Symbol")

    def process(self, stream):
        for ttype, value in stream:
            if ttype in self.ttype:
                value = self.convert(value)
            yield ttype, value


class StripWhitespaceFilter:
    """Collapse runs of whitespace to one space and drop whitespace at the ends."""

    def process(self, stream):
        tokens = [(t, " " if t == "Whitespace" else v) for t, v in stream]
        while tokens and tokens[0][0] == "Whitespace":
            tokens.pop(0)
        while tokens and tokens[-1][0] == "Whitespace":
            tokens.pop()
        return iter(tokens)
