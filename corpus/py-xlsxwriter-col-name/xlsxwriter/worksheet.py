# Worksheet - A class for writing the Excel XLSX Worksheet file.
from collections import defaultdict
from functools import wraps

from .ranges import xl_cell_to_rowcol, xl_range


def convert_cell_args(method):
    """Decorator function to convert A1 notation in cell method calls to row/col notation."""
    @wraps(method)
    def cell_wrapper(self, *args, **kwargs):
        try:
            # First arg is an int, default to row/col notation.
            if args:
                first_arg = args[0]
                int(first_arg)
        except ValueError:
            # First arg isn't an int, convert to A1 notation.
            new_args = xl_cell_to_rowcol(first_arg)
            args = new_args + args[1:]

        return method(self, *args, **kwargs)

    return cell_wrapper


class Worksheet(object):
    """
    A class for writing the Excel XLSX Worksheet file.
    """

    def __init__(self, name="Sheet1"):
        self.name = name
        self.table = defaultdict(dict)
        self.xls_rowmax = 1048576
        self.xls_colmax = 16384
        self.dim_rowmin = None
        self.dim_rowmax = None
        self.dim_colmin = None
        self.dim_colmax = None

    @convert_cell_args
    def write(self, row, col, data):
        """Write data to a worksheet cell. Returns -1 if the row or column is out of range."""
        if self._check_dimensions(row, col):
            return -1
        self.table[row][col] = data
        return 0

    def dimension(self):
        """Return the A1:B2 style range of the used area of the worksheet."""
        if self.dim_rowmin is None:
            return "A1"
        return xl_range(self.dim_rowmin, self.dim_colmin, self.dim_rowmax, self.dim_colmax)

    def _check_dimensions(self, row, col):
        # Check that row and col are valid and store the max and min
        # values for use in other methods/elements.
        if row < 0 or col < 0:
            return -1
        if row >= self.xls_rowmax or col >= self.xls_colmax:
            return -1

        if self.dim_rowmin is None or row < self.dim_rowmin:
            self.dim_rowmin = row
        if self.dim_rowmax is None or row > self.dim_rowmax:
            self.dim_rowmax = row
        if self.dim_colmin is None or col < self.dim_colmin:
            self.dim_colmin = col
        if self.dim_colmax is None or col > self.dim_colmax:
            self.dim_colmax = col

        return 0
