"""Inline parser: turns a paragraph of markdown into renderer calls."""

import re

from .renderers import HTMLRenderer

INLINE = re.compile(
    r"(?P<codespan>`(?P<code>[^`]+)`)"
    r"|(?P<image>!\[(?P<alt>[^\]]*)\]\((?P<src>[^\s)]+)(?: \"(?P<ititle>[^\"]*)\")?\))"
    r"|(?P<link>\[(?P<ltext>[^\]]+)\]\((?P<href>[^\s)]+)(?: \"(?P<ltitle>[^\"]*)\")?\))"
    r"|(?P<strong>\*\*(?P<stext>.+?)\*\*)"
    r"|(?P<emphasis>\*(?P<etext>[^*]+)\*)"
)


class Markdown:
    def __init__(self, renderer=None):
        self.renderer = renderer or HTMLRenderer()

    def inline(self, text):
        r = self.renderer
        out, pos = [], 0
        for m in INLINE.finditer(text):
            out.append(r.text(text[pos:m.start()]))
            if m.group("codespan"):
                out.append(r.codespan(m.group("code")))
            elif m.group("image"):
                out.append(r.image(m.group("alt"), m.group("src"), m.group("ititle")))
            elif m.group("link"):
                out.append(r.link(self.inline(m.group("ltext")), m.group("href"), m.group("ltitle")))
            elif m.group("strong"):
                out.append(r.strong(self.inline(m.group("stext"))))
            else:
                out.append(r.emphasis(self.inline(m.group("etext"))))
            pos = m.end()
        out.append(r.text(text[pos:]))
        return "".join(out)

    def __call__(self, text):
        paragraphs = [p.strip() for p in re.split(r"\n{2,}", text) if p.strip()]
        return "".join(self.renderer.paragraph(self.inline(p)) for p in paragraphs)


html = Markdown()
