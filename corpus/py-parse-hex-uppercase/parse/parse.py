import re

from .converters import get_converter

PARSE_RE = re.compile(r"({{|}}|{[\w-]*(?:\.[\w-]+|\[[^]]+])*(?::[^}]+)?})")


class Result(object):
    """The result of a parse() or search(): `result[index]` or `result['name']`."""

    def __init__(self, fixed, named, spans):
        self.fixed = fixed
        self.named = named
        self.spans = spans

    def __getitem__(self, item):
        if isinstance(item, (int, slice)):
            return self.fixed[item]
        return self.named[item]


class Parser(object):
    """Encapsulate a format string that may be used to parse other strings."""

    def __init__(self, format, case_sensitive=False):
        self._format = format
        self._type_conversions = {}
        self._named_fields = []
        self._fixed_fields = []
        self._re_flags = re.DOTALL if case_sensitive else re.DOTALL | re.IGNORECASE
        self._expression = self._generate_expression()
        self._match_re = re.compile("^" + self._expression + "$", self._re_flags)
        self._search_re = re.compile(self._expression, self._re_flags)

    def _generate_expression(self):
        e = []
        for part in PARSE_RE.split(self._format):
            if not part:
                continue
            elif part == "{{":
                e.append(r"\{")
            elif part == "}}":
                e.append(r"\}")
            elif part[0] == "{" and part[-1] == "}":
                e.append(self._handle_field(part[1:-1]))
            else:
                e.append(re.escape(part))
        return "".join(e)

    def _handle_field(self, field):
        name, _, format = field.partition(":")
        group = "g%d" % (len(self._named_fields) + len(self._fixed_fields))
        if not name:
            self._fixed_fields.append(group)
        else:
            self._named_fields.append((name, group))
        pattern, conv = get_converter(format[-1:])
        if conv is not None:
            self._type_conversions[group] = conv
        return "(?P<%s>%s)" % (group, pattern)

    def parse(self, string, evaluate_result=True):
        """Match my format to the string exactly."""
        m = self._match_re.match(string)
        if m is None:
            return None
        return self.evaluate_result(m) if evaluate_result else m

    def search(self, string, pos=0, endpos=None):
        """Search the string for my format."""
        m = self._search_re.search(string, pos, len(string) if endpos is None else endpos)
        return None if m is None else self.evaluate_result(m)

    def findall(self, string, pos=0, endpos=None):
        """Search "string" for all occurrences of "format"."""
        endpos = len(string) if endpos is None else endpos
        for m in self._search_re.finditer(string, pos, endpos):
            yield self.evaluate_result(m)

    def _convert(self, group, m):
        value = m.group(group)
        conv = self._type_conversions.get(group)
        return conv(value, m) if conv is not None else value

    def evaluate_result(self, m):
        """Generate a Result instance for the given regex match object"""
        fixed = tuple(self._convert(g, m) for g in self._fixed_fields)
        named = dict((n, self._convert(g, m)) for n, g in self._named_fields)
        spans = dict((n, m.span(g)) for n, g in self._named_fields)
        return Result(fixed, named, spans)
