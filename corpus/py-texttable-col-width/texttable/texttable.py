"""module for creating simple ASCII tables (reduced)"""
from .cells import len_cell, splitit


class ArraySizeError(Exception):
    """Exception raised when specified rows don't fit the required size"""


class Texttable:
    def __init__(self, max_width=80):
        self._max_width = max_width
        self._header = []
        self._rows = []
        self._align = None
        self._width = None

    def header(self, array):
        self._header = [str(x) for x in array]

    def set_cols_align(self, array):
        self._align = array

    def add_rows(self, rows, header=True):
        rows = iter(rows)
        if header:
            self.header(next(rows))
        for row in rows:
            row = [str(x) for x in row]
            if self._header and len(row) != len(self._header):
                raise ArraySizeError("array should contain %d elements" % len(self._header))
            self._rows.append(row)

    def _compute_cols_width(self):
        maxi = [len_cell(x) for x in self._header]
        for row in self._rows:
            for i, cell in enumerate(row):
                try:
                    maxi[i] = min(maxi[i], len_cell(cell))
                except IndexError:
                    maxi.append(len_cell(cell))
        self._width = maxi

    def _hline(self):
        return "+" + "+".join("-" * (w + 2) for w in self._width) + "+"

    def _draw_line(self, line):
        out = []
        align = self._align or ["l"] * len(line)
        for i in range(max(len(c) for c in splitit(line, self._width))):
            cells = []
            for cell, width, a in zip(splitit(line, self._width), self._width, align):
                text = cell[i]
                cells.append(text.rjust(width) if a == "r" else text.center(width) if a == "c" else text.ljust(width))
            out.append("| " + " | ".join(cells) + " |")
        return out

    def draw(self):
        if not self._header and not self._rows:
            return None
        self._compute_cols_width()
        out = [self._hline()]
        if self._header:
            out += self._draw_line(self._header)
            out.append(self._hline().replace("-", "="))
        for row in self._rows:
            out += self._draw_line(row)
        out.append(self._hline())
        return "\n".join(out)
