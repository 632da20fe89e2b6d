"""
    mistune
    ~~~~~~~

    The fastest markdown parser in pure Python with renderer feature.
"""
import re

from .renderers import Renderer
from .util import escape, escape_link

__version__ = '0.8.4'
__all__ = ['Renderer', 'Markdown', 'markdown', 'escape', 'escape_link']


class InlineGrammar(object):
    """Grammars for inline level tokens."""
    link = re.compile(r'^(!?)\[([^\]]*)\]\(\s*<?([\s\S]*?)>?(?:\s+[\'"]([\s\S]*?)[\'"])?\s*\)')
    double_emphasis = re.compile(r'^\*{2}([\s\S]+?)\*{2}(?!\*)')
    code = re.compile(r'^(`+)\s*([\s\S]*?[^`])\s*\1(?!`)')
    text = re.compile(r'^[\s\S]+?(?=[\\<!\[_*`~]|https?://| {2,}\n|$)')


class Markdown(object):
    """The Markdown parser: paragraphs of inline text."""

    def __init__(self, renderer=None):
        self.renderer = renderer or Renderer()

    def output_inline(self, text):
        out = ''
        while text:
            m = InlineGrammar.link.match(text)
            if m:
                if m.group(1):
                    out += self.renderer.image(m.group(3), m.group(4), m.group(2))
                else:
                    out += self.renderer.link(m.group(3), m.group(4), self.output_inline(m.group(2)))
            elif InlineGrammar.double_emphasis.match(text):
                m = InlineGrammar.double_emphasis.match(text)
                out += self.renderer.double_emphasis(self.output_inline(m.group(1)))
            elif InlineGrammar.code.match(text):
                m = InlineGrammar.code.match(text)
                out += self.renderer.codespan(m.group(2))
            else:
                m = InlineGrammar.text.match(text) or re.match(r'^[\s\S]', text)
                out += self.renderer.text(m.group(0))
            text = text[m.end():]
        return out

    def __call__(self, text):
        paragraphs = re.split(r'\n{2,}', text.strip())
        return ''.join(self.renderer.paragraph(self.output_inline(p)) for p in paragraphs if p)


def markdown(text, **kwargs):
    """Render markdown formatted text to html."""
    return Markdown(**kwargs)(text)
