import re

from .jsonpath import Child, Fields, Index, Root

_TOKEN = re.compile(r"\$|\[(\d+)\]|([A-Za-z_*][A-Za-z0-9_]*)")


def parse(string):
    """A deliberately small parser for dotted paths: $.a.b[0].*"""
    result = None
    for m in _TOKEN.finditer(string):
        if m.group(0) == "$":
            node = Root()
        elif m.group(1) is not None:
            node = Index(int(m.group(1)))
        else:
            node = Fields(m.group(2))
        result = node if result is None else Child(result, node)
    return result
