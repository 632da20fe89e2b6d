"""Cell measuring and splitting helpers (reduced from texttable)."""
import textwrap


def len_cell(cell):
    """Return the width of the cell

    Special characters are taken into account to return the width of the
    cell, such like newlines and tabs
    """
    cell_lines = cell.split('\n')
    maxi = 0
    for line in cell_lines:
        length = 0
        parts = line.split('\t')
        for part, i in zip(parts, list(range(1, len(parts) + 1))):
            length = length + len(part)
            if i < len(parts):
                length = (length // 8 + 1) * 8
        maxi = max(maxi, length)
    return maxi


def splitit(line, widths):
    """Split each element of line to fit the column width; pad to the same number of lines."""
    line_wrapped = []
    for cell, width in zip(line, widths):
        array = []
        for c in cell.split('\n'):
            array.extend(textwrap.wrap(c, width) or [''])
        line_wrapped.append(array)
    max_cell_lines = max(len(c) for c in line_wrapped)
    for cell in line_wrapped:
        cell.extend([''] * (max_cell_lines - len(cell)))
    return line_wrapped
