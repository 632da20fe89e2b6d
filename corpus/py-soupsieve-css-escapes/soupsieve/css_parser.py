"""CSS selector parser."""
from __future__ import annotations

import re
from typing import NamedTuple

from . import util

UNICODE_REPLACEMENT_CHAR = 0xFFFD

CSS_ESCAPES = fr'(?:\\(?:[a-f0-9]{{1,6}}[ ]?|[^\r\n\f]|$))'
IDENTIFIER = fr'''
(?:(?:-?(?:[^\x00-\x2f\x30-\x40\x5B-\x5E\x60\x7B-\x9f]|{CSS_ESCAPES})+|--)
(?:[^\x00-\x2c\x2e\x2f\x3A-\x40\x5B-\x5E\x60\x7B-\x9f]|{CSS_ESCAPES})*)
'''
PAT_PART = re.compile(fr'(?P<kind>[#.]?)(?P<name>{IDENTIFIER}|\*)', re.I | re.X)

RE_CSS_ESC = re.compile(fr'(?:(\\[a-f0-9]{{1,6}}[ ]?)|(\\[^\r\n\f])|(\\$))', re.I)


Selector = NamedTuple('Selector', [('tag', 'str | None'), ('ids', tuple), ('classes', tuple)])


def css_unescape(content: str, string: bool = False) -> str:
    """Unescape CSS value."""
    def replace(m: re.Match[str]) -> str:
        if m.group(1):
            codepoint = int(m.group(1)[1:], 10)
            if codepoint == 0:
                codepoint = UNICODE_REPLACEMENT_CHAR
            value = chr(codepoint)
        elif m.group(2):
            value = m.group(2)[1:]
        else:
            value = '\ufffd'
        return value

    return RE_CSS_ESC.sub(replace, content)


def escape(ident: str) -> str:
    """Escape identifier."""
    string = []
    length = len(ident)
    start_dash = length > 0 and ident[0] == '-'
    for index, c in enumerate(ident):
        codepoint = ord(c)
        if codepoint == 0x00:
            string.append('\ufffd')
        elif length == 1 and start_dash:
            string.append(f'\\{c}')
        elif (0x01 <= codepoint <= 0x1F) or codepoint == 0x7F:
            string.append(f'\\{codepoint:x} ')
        elif (index == 0 or (start_dash and index == 1)) and (0x30 <= codepoint <= 0x39):
            string.append(f'\\{codepoint:x} ')
        elif codepoint in (0x2D, 0x5F) or codepoint >= 0x80 or c.isalnum():
            string.append(c)
        else:
            string.append(f'\\{c}')
    return ''.join(string)


class CSSParser:
    """Parse a compound CSS selector such as ``div#main.note``."""

    def __init__(self, selector: str) -> None:
        self.pattern = selector

    def process_selectors(self) -> Selector:
        tag, ids, classes, index = None, [], [], 0
        while index < len(self.pattern):
            m = PAT_PART.match(self.pattern, index)
            if m is None:
                raise util.SelectorSyntaxError('Invalid character', self.pattern, index)
            kind, name = m.group('kind'), css_unescape(m.group('name'))
            if kind == '#':
                ids.append(name)
            elif kind == '.':
                classes.append(name)
            else:
                tag = util.lower(name)
            index = m.end(0)
        return Selector(tag, tuple(ids), tuple(classes))
