"""Formatter for HTML output."""

from html import escape

from .token import STANDARD_TYPES, Text


def _get_ttype_class(ttype):
    fname = STANDARD_TYPES.get(ttype)
    if fname:
        return fname
    aname = ""
    while fname is None:
        aname = aname + ttype[-1]
        ttype = ttype.parent
        fname = STANDARD_TYPES.get(ttype)
    return fname + aname


class HtmlFormatter:
    def __init__(self, cssclass="highlight", classprefix="", linenos=False, linenostart=1):
        self.cssclass = cssclass
        self.classprefix = classprefix
        self.linenos = linenos
        self.linenostart = linenostart

    def _get_css_class(self, ttype):
        ttypeclass = _get_ttype_class(ttype)
        if ttypeclass:
            return self.classprefix + ttypeclass
        return ""

    def _format_lines(self, tokensource):
        line = []
        for ttype, value in tokensource:
            cls = self._get_css_class(ttype)
            parts = value.split("\n")
            for i, part in enumerate(parts):
                if i:
                    yield "".join(line)
                    line = []
                if part:
                    text = escape(part, quote=False)
                    line.append(f'<span class="{cls}">{text}</span>' if cls else text)
        if line:
            yield "".join(line)

    def format(self, tokensource):
        lines = list(self._format_lines(tokensource))
        if self.linenos:
            lines = [f'<span class="linenos">{n:>3}</span>{l}'
                     for n, l in enumerate(lines, self.linenostart)]
        return f'<div class="{self.cssclass}"><pre>' + "\n".join(lines) + "</pre></div>\n"
