"""The tabulate() entry point and the plain/simple/pipe table formats."""

from ._text import _align_column, _isint, _isnumber, _padboth, _padleft, _padright

MIN_PADDING = 2


def _column_type(values):
    if all(_isint(v) for v in values):
        return int
    if all(_isnumber(v) for v in values):
        return float
    return str


def _format(val, valtype, floatfmt):
    if valtype is float:
        return format(float(val), floatfmt)
    return str(val)


def _align_header(header, alignment, width):
    if alignment in ("right", "decimal"):
        return _padleft(width, header)
    if alignment == "center":
        return _padboth(width, header)
    return _padright(width, header)


def _pipe_rule(alignment, width):
    if alignment in ("right", "decimal"):
        return "-" * (width + 1) + ":"
    if alignment == "center":
        return ":" + "-" * width + ":"
    return ":" + "-" * (width + 1)


def tabulate(tabular_data, headers=(), tablefmt="simple", floatfmt="g", numalign="decimal", stralign="left"):
    rows = [list(row) for row in tabular_data]
    cols = [list(col) for col in zip(*rows)]
    coltypes = [_column_type(col) for col in cols]
    cols = [[_format(v, ct, floatfmt) for v in col] for col, ct in zip(cols, coltypes)]
    aligns = [numalign if ct in (int, float) else stralign for ct in coltypes]
    padding = MIN_PADDING if tablefmt == "simple" else 0
    minwidths = [len(h) + padding for h in headers] if headers else [0] * len(cols)
    cols = [_align_column(col, a, mw) for col, a, mw in zip(cols, aligns, minwidths)]
    widths = [len(col[0]) for col in cols]
    hrow = [_align_header(h, a, w) for h, a, w in zip(headers, aligns, widths)]
    body = list(zip(*cols))
    if tablefmt == "pipe":
        lines = ["| " + " | ".join(hrow) + " |", "|" + "|".join(_pipe_rule(a, w) for a, w in zip(aligns, widths)) + "|"]
        lines += ["| " + " | ".join(r) + " |" for r in body]
        return "\n".join(lines)
    lines = []
    if headers:
        lines += ["  ".join(hrow), "  ".join("-" * w for w in widths)] if tablefmt == "simple" else ["  ".join(hrow)]
    lines += ["  ".join(r) for r in body]
    return "\n".join(lines)
