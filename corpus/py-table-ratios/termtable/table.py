"""A Table with fixed-width and flexible (ratio) columns."""

from ._ratio import ratio_distribute, ratio_reduce


class Column:
    def __init__(self, header, width=None, ratio=None, justify="left"):
        self.header = header
        self.width = width
        self.ratio = ratio
        self.justify = justify
        self.cells = []


class Table:
    separator = " | "

    def __init__(self, *headers):
        self.columns = [h if isinstance(h, Column) else Column(h) for h in headers]

    def add_row(self, *cells):
        if len(cells) != len(self.columns):
            raise ValueError(f"expected {len(self.columns)} cells, got {len(cells)}")
        for column, cell in zip(self.columns, cells):
            column.cells.append(str(cell))

    def _natural_width(self, column):
        return max(len(text) for text in [column.header, *column.cells])

    def column_widths(self, max_width):
        available = max_width - len(self.separator) * (len(self.columns) - 1)
        widths = [c.width or self._natural_width(c) for c in self.columns]
        flexible = [i for i, c in enumerate(self.columns) if c.ratio]
        if flexible:
            fixed = sum(w for i, w in enumerate(widths) if i not in flexible)
            shares = ratio_distribute(available - fixed, [self.columns[i].ratio for i in flexible])
            for i, share in zip(flexible, shares):
                widths[i] = share
        elif sum(widths) > available:
            widths = ratio_reduce(available, widths)
        return widths

    def _cell(self, text, width, justify):
        text = text[:width]
        return text.rjust(width) if justify == "right" else text.ljust(width)

    def render(self, max_width=80):
        widths = self.column_widths(max_width)
        rows = [[c.header for c in self.columns]]
        rows += [list(r) for r in zip(*(c.cells for c in self.columns))]
        lines = []
        for row in rows:
            cells = [self._cell(t, w, c.justify) for t, w, c in zip(row, widths, self.columns)]
            lines.append(self.separator.join(cells).rstrip())
        return "\n".join(lines)
