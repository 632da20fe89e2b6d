"""Parsing the import block and writing it back sorted."""

import re

from .settings import SECTIONS, Config, place_module

IMPORT_RE = re.compile(r"^import\s+([\w.]+)\s*$")
FROM_RE = re.compile(r"^from\s+([\w.]+)\s+import\s+(.+?)\s*$")


def module_key(name, config, names=False):
    prefix = ""
    if names and config.order_by_type:
        if name.isupper() and len(name) > 1:
            prefix = "A"
        elif name[:1].isupper():
            prefix = "B"
        else:
            prefix = "C"
    top = "A" if name in config.force_to_top else "B"
    return f"{top}{prefix}{name if config.case_sensitive else name.lower()}"


def sort_code_string(code, config=None):
    config = config or Config()
    straight = {s: set() for s in SECTIONS}
    froms = {s: {} for s in SECTIONS}
    lines = code.splitlines()
    i = 0
    while i < len(lines) and (not lines[i].strip() or IMPORT_RE.match(lines[i]) or FROM_RE.match(lines[i])):
        line = lines[i]
        i += 1
        if m := IMPORT_RE.match(line):
            straight[place_module(m.group(1), config)].add(m.group(1))
        elif m := FROM_RE.match(line):
            names = froms[place_module(m.group(1), config)].setdefault(m.group(1), set())
            names.update(n.strip() for n in m.group(2).split(","))
    blocks = []
    for section in SECTIONS:
        out = [f"import {mod}" for mod in sorted(straight[section], key=lambda n: module_key(n, config))]
        for mod in sorted(froms[section], key=lambda n: module_key(n, config)):
            names = sorted(froms[section][mod], key=lambda n: module_key(n, config, names=True))
            out.append(f"from {mod} import {', '.join(names)}")
        if out:
            blocks.append("\n".join(out) + "\n")
    result = "\n".join(blocks)
    rest = "\n".join(lines[i:])
    return result + ("\n" + rest + "\n" if rest else "")
