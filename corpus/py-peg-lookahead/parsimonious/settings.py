"""A grammar for simple ``key = value`` settings files, built from parsimonious expressions."""

from parsimonious.expressions import (Literal, Not, OneOf, OneOrMore, Optional, Regex, Sequence,
                                      ZeroOrMore)
from parsimonious.nodes import NodeVisitor

_ws = Regex(r"[ \t]*")
_word_end = Not(Regex(r"[\w-]"))
boolean = Sequence(OneOf(Literal("true"), Literal("false")), _word_end, name="boolean")
number = Regex(r"-?\d+(\.\d+)?", name="number")
string = Regex(r'"((?:[^"\\]|\\.)*)"', name="string")
bare = Regex(r"[^\s#\"]+", name="bare")
value = OneOf(string, boolean, number, bare, name="value")
key = Regex(r"[A-Za-z_][\w.-]*", name="key")
comment = Regex(r"#[^\n]*")
pair = Sequence(_ws, key, _ws, Literal("="), _ws, value, _ws, Optional(comment), name="pair")
blank = Sequence(_ws, Optional(comment), name="blank")
line = OneOf(pair, blank)
settings = Sequence(line, ZeroOrMore(Sequence(OneOrMore(Literal("\n")), line)), name="settings")


class SettingsVisitor(NodeVisitor):
    def visit_settings(self, node, children):
        result = {}
        for item in _flatten(children):
            if isinstance(item, tuple):
                result[item[0]] = item[1]
        return result

    def visit_pair(self, node, children):
        return (children[1], children[5])

    def visit_key(self, node, children):
        return node.text

    def visit_value(self, node, children):
        return children[0]

    def visit_boolean(self, node, children):
        return node.children[0].text == "true"

    def visit_number(self, node, children):
        return float(node.text) if "." in node.text else int(node.text)

    def visit_string(self, node, children):
        return node.text[1:-1].replace('\\"', '"')

    def visit_bare(self, node, children):
        return node.text


def _flatten(items):
    if isinstance(items, list):
        for item in items:
            yield from _flatten(item)
    else:
        yield items


def loads(text):
    return SettingsVisitor().visit(settings.parse(text))
