"""Rendering rows of values as an aligned text table."""

from .cells import align, shorten, stringify


def column_widths(header, rows, max_width):
    widths = [len(h) for h in header]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    return [min(w, max_width) for w in widths]


def render(header, rows, max_width=20, numalign="right"):
    """Header, a dashed rule and one line per row; cells wider than `max_width` are shortened."""
    cells = [[stringify(v) for v in row] for row in rows]
    numeric = [
        all(isinstance(row[i], (int, float)) and not isinstance(row[i], bool) for row in rows)
        for i in range(len(header))
    ]
    widths = column_widths(header, cells, max_width)
    lines = [
        "  ".join(align(shorten(h, w), w) for h, w in zip(header, widths)).rstrip(),
        "  ".join("-" * w for w in widths),
    ]
    for row in cells:
        parts = []
        for i, (text, width) in enumerate(zip(row, widths)):
            how = numalign if numeric[i] else "left"
            parts.append(align(shorten(text, width), width, how))
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines)
