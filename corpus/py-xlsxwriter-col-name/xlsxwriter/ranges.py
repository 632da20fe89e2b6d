# Ranges - Cell and range reference parsing and formatting for XlsxWriter.
import re
from warnings import warn

from .utility import RE_CELL_EX, xl_rowcol_to_cell


def xl_cell_to_rowcol(cell_str):
    """
    Convert a cell reference in A1 notation to a zero indexed row and column.
    """
    if not cell_str:
        return 0, 0

    match = RE_CELL_EX.match(cell_str)
    col_str = match.group(2)
    row_str = match.group(4)

    # Convert base26 column string to number.
    expn = 0
    col = 0
    for char in reversed(col_str):
        col += (ord(char) - ord("A") + 1) * (26**expn)
        expn += 1

    # Convert 1-index to zero-index
    row = int(row_str) - 1
    col -= 1

    return row, col


def xl_range(first_row, first_col, last_row, last_col):
    """
    Convert zero indexed row and col cell references to a A1:B1 range string.
    """
    range1 = xl_rowcol_to_cell(first_row, first_col)
    range2 = xl_rowcol_to_cell(last_row, last_col)

    if range1 is None or range2 is None:
        warn("Row and column numbers must be >= 0")
        return None

    if range1 == range2:
        return range1
    else:
        return range1 + ":" + range2


def quote_sheetname(sheetname):
    """
    Sheetnames used in references should be quoted if they contain any spaces,
    special characters or if they look like a A1 or RC cell reference.
    """
    # Don't quote if the sheetname is already quoted.
    if sheetname.startswith("'"):
        return sheetname

    if not re.match(r"^\w+$", sheetname) or RE_CELL_EX.fullmatch(sheetname.upper()):
        # Double quote any single quotes.
        sheetname = sheetname.replace("'", "''")
        sheetname = f"'{sheetname}'"

    return sheetname
