"""Pretty-printing of nested sequences and mappings."""

from .config import get_option


def _pprint_seq(seq, _nest_lvl=0, max_seq_items=None, **kwds):
    """Internal. pprinter for iterables; at most max_seq_items items are shown."""
    if isinstance(seq, set):
        fmt = "{{{body}}}"
    elif isinstance(seq, tuple):
        fmt = "({body})"
    else:
        fmt = "[{body}]"
    nitems = max_seq_items or get_option("display.max_seq_items") or len(seq)
    s = iter(seq)
    r = [
        pprint_thing(next(s), _nest_lvl + 1, max_seq_items=max_seq_items, **kwds)
        for i in range(min(nitems, len(seq) - 1))
    ]
    body = ", ".join(r)
    if nitems < len(seq):
        body += ", ..."
    elif isinstance(seq, tuple) and len(seq) == 1:
        body += ","
    return fmt.format(body=body)


def _pprint_dict(seq, _nest_lvl=0, max_seq_items=None, **kwds):
    fmt = "{{{things}}}"
    nitems = max_seq_items or get_option("display.max_seq_items") or len(seq)
    pairs = [
        "%s: %s" % (pprint_thing(k, _nest_lvl + 1, max_seq_items=max_seq_items, **kwds),
                    pprint_thing(v, _nest_lvl + 1, max_seq_items=max_seq_items, **kwds))
        for k, v in list(seq.items())[:nitems]
    ]
    if nitems < len(seq):
        return fmt.format(things=", ".join(pairs) + ", ...")
    return fmt.format(things=", ".join(pairs))


def pprint_thing(thing, _nest_lvl=0, escape_chars=None, quote_strings=False, max_seq_items=None):
    """Converts thing to a string for display, recursing into containers."""
    if isinstance(thing, dict) and _nest_lvl < 3:
        return _pprint_dict(thing, _nest_lvl, quote_strings=True, max_seq_items=max_seq_items)
    if isinstance(thing, (list, tuple, set, frozenset)) and _nest_lvl < 3:
        return _pprint_seq(thing, _nest_lvl, escape_chars=escape_chars,
                           quote_strings=quote_strings, max_seq_items=max_seq_items)
    if isinstance(thing, str) and quote_strings:
        return "'%s'" % thing
    result = str(thing)
    for char in escape_chars or ():
        result = result.replace(char, {"\t": r"\t", "\n": r"\n", "\r": r"\r"}.get(char, char))
    return result
