from __future__ import absolute_import, division, unicode_literals

voidElements = frozenset([
    "base", "command", "event-source", "link", "meta", "hr", "br", "img",
    "embed", "param", "area", "col", "input", "source", "track",
])

booleanAttributes = {
    "": frozenset(["irrelevant", "itemscope"]),
    "input": frozenset(["disabled", "readonly", "required", "autofocus", "checked", "ismap"]),
    "option": frozenset(["disabled", "readonly", "selected"]),
    "script": frozenset(["defer", "async"]),
}

spaceCharacters = frozenset(["\t", "\n", "\u000C", " ", "\r"])
