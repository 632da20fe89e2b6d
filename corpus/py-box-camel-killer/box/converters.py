"""Attribute-name conversion helpers (reduced from box.box)."""
import re
import string
from keyword import kwlist

_first_cap_re = re.compile("(.)([A-Z][a-z]+)")
_all_cap_re = re.compile("([a-z0-9])([A-Z])")


def _camel_killer(attr):
    """CamelKiller, qu'est-ce que c'est? Taken from http://stackoverflow.com/a/1176023/3244542"""
    attr = str(attr)
    s1 = _first_cap_re.sub(r"\1_\2", attr)
    s2 = _all_cap_re.sub(r"\1_\2", s1)
    return re.sub(" *_+", "_", s2.lower())


def _safe_attr(attr, camel_killer=False, replacement_char="x"):
    """Convert a key into something that is accessible as an attribute"""
    allowed = string.ascii_letters + string.digits + "_"
    if isinstance(attr, tuple):
        attr = "_".join([str(x) for x in attr])
    attr = attr.decode("utf-8", "ignore") if isinstance(attr, bytes) else str(attr)
    if camel_killer:
        attr = _camel_killer(attr)
    out = []
    last_safe = 0
    for i, character in enumerate(attr):
        if character in allowed:
            last_safe = i
            out.append(character)
        elif not out:
            continue
        elif last_safe == i - 1:
            out.append("_")
    out = "".join(out)[: last_safe + 1]
    try:
        int(out[0])
    except (ValueError, IndexError):
        pass
    else:
        out = f"{replacement_char}{out}"
    if out in kwlist:
        out = f"{replacement_char}{out}"
    return re.sub("_+", "_", out)
