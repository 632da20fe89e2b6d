"""AsciiTable is the main table class. To be inherited by other tables. Define convenience methods here."""

from terminaltables.width_and_alignment import align_and_pad_cell, max_dimensions


class AsciiTable(object):
    """Draw a table using regular ASCII characters, such as ``+``, ``|``, and ``-``."""

    CHAR_HORIZONTAL = '-'
    CHAR_VERTICAL = '|'
    CHAR_INTERSECT = '+'

    def __init__(self, table_data, title=None):
        self.table_data = table_data
        self.title = title
        self.inner_heading_row_border = True
        self.justify_columns = dict()  # {0: 'right', 1: 'left', 2: 'center'}
        self.padding_left = 1
        self.padding_right = 1

    def build_border(self, outer_widths, title=None):
        """Build a border line, with the title embedded in it if it fits."""
        border = self.CHAR_INTERSECT + self.CHAR_INTERSECT.join(
            self.CHAR_HORIZONTAL * w for w in outer_widths) + self.CHAR_INTERSECT
        if title and len(title) <= len(border) - 2:
            border = border[0] + title + border[len(title) + 1:]
        return border

    def gen_row_lines(self, row, inner_widths, height):
        """Combine cells in row and group them into lines with vertical borders."""
        row = list(row) + [''] * (len(inner_widths) - len(row))
        cells_in_row = []
        for i, cell in enumerate(row):
            align = (self.justify_columns.get(i),)
            inner_dimensions = (inner_widths[i], height)
            padding = (self.padding_left, self.padding_right, 0, 0)
            cells_in_row.append(align_and_pad_cell(str(cell), align, inner_dimensions, padding))
        for line in zip(*cells_in_row):
            yield self.CHAR_VERTICAL + self.CHAR_VERTICAL.join(line) + self.CHAR_VERTICAL

    def gen_table(self, inner_widths, inner_heights, outer_widths):
        """Combine everything and yield every line of the entire table with borders."""
        yield self.build_border(outer_widths, self.title)
        for i, row in enumerate(self.table_data):
            for line in self.gen_row_lines(row, inner_widths, inner_heights[i] or 1):
                yield line
            if i == 0 and self.inner_heading_row_border and len(self.table_data) > 1:
                yield self.build_border(outer_widths)
        yield self.build_border(outer_widths)

    @property
    def table_width(self):
        """Return the width of the table including padding and borders."""
        outer_widths = max_dimensions(self.table_data, self.padding_left, self.padding_right)[2]
        return sum(outer_widths) + len(outer_widths) + 1

    @property
    def table(self):
        """Return a large string of the entire table ready to be printed to the terminal."""
        dimensions = max_dimensions(self.table_data, self.padding_left, self.padding_right)[:3]
        return '\n'.join(self.gen_table(*dimensions))
