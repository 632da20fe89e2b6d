"""Turning bare URLs in plain text into links."""
import re

from .escaping import attrs, escape_text

URL_RE = re.compile(r"https?://[^\s<>\"']+")
TRAILING = ".,;:!?)"


def _split_trailing(url):
    """'https://x.org/a).' -> ('https://x.org/a', ').')"""
    end = len(url)
    while end and url[end - 1] in TRAILING:
        if url[end - 1] == ")" and url[:end].count("(") >= url[:end].count(")"):
            break
        end -= 1
    return url[:end], url[end:]


def linkify(text):
    out = []
    pos = 0
    for m in URL_RE.finditer(text):
        url, rest = _split_trailing(m.group())
        out.append(escape_text(text[pos:m.start()]))
        out.append(f"<a{attrs(href=url, rel='nofollow ugc')}>{escape_text(url)}</a>")
        out.append(escape_text(rest))
        pos = m.end()
    out.append(escape_text(text[pos:]))
    return "".join(out)
