"""A very small stand-in for the html5lib tokenizer and serializer bleach uses."""

import re

TOKEN_RE = re.compile(
    r"<!--(?P<comment>.*?)-->"
    r"|</(?P<end>[A-Za-z][\w-]*)\s*>"
    r"|<(?P<start>[A-Za-z][\w-]*)(?P<attrs>(?:\s+[\w:-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?)*)\s*/?>",
    re.S)
ATTR_RE = re.compile(r"([\w:-]+)(?:\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+)))?")


def escape(text, entities=None):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    for char, entity in (entities or {}).items():
        text = text.replace(char, entity)
    return text


def tokenize(html):
    pos = 0
    for m in TOKEN_RE.finditer(html):
        if m.start() > pos:
            yield {"type": "Characters", "data": html[pos:m.start()]}
        if m.group("comment") is not None:
            yield {"type": "Comment", "data": m.group("comment")}
        elif m.group("end"):
            yield {"type": "EndTag", "name": m.group("end").lower(), "raw": m.group()}
        else:
            attrs = {a[0].lower(): a[1] or a[2] or a[3] for a in ATTR_RE.findall(m.group("attrs"))}
            yield {"type": "StartTag", "name": m.group("start").lower(), "data": attrs, "raw": m.group()}
        pos = m.end()
    if pos < len(html):
        yield {"type": "Characters", "data": html[pos:]}


def serialize(tokens):
    out = []
    for token in tokens:
        if token["type"] == "Characters":
            out.append(escape(token["data"]))
        elif token["type"] == "Comment":
            out.append("<!--%s-->" % token["data"])
        elif token["type"] == "EndTag":
            out.append("</%s>" % token["name"])
        else:
            attrs = "".join(' %s="%s"' % (k, escape(v, {'"': "&quot;"})) for k, v in token["data"].items())
            out.append("<%s%s>" % (token["name"], attrs))
    return "".join(out)
