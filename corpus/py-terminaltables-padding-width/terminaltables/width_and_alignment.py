"""Functions that handle alignment, padding, widths, etc."""

import unicodedata


def visible_width(string):
    """Get the visible width of a unicode string.

    Some CJK unicode characters are more than one byte unlike ASCII and latin unicode characters.
    """
    width = 0
    for char in string:
        width += 2 if unicodedata.east_asian_width(char) in ('F', 'W') else 1
    return width


def align_and_pad_cell(string, align, inner_dimensions, padding, space=' '):
    """Align a string horizontally and vertically. Also add additional padding in both dimensions.

    :param str string: Input string to operate on.
    :param tuple align: Tuple that contains one of left/center/right.
    :param tuple inner_dimensions: Width and height ints to expand string to without padding.
    :param iter padding: Number of space chars for left, right, top, and bottom (4 ints).
    :return: Padded cell split into lines.
    :rtype: list
    """
    lines = string.splitlines() or ['']
    lines += [''] * (inner_dimensions[1] - len(lines))
    new_lines = []
    for line in lines:
        gap = inner_dimensions[0] - visible_width(line)
        if 'right' in align:
            line = space * gap + line
        elif 'center' in align:
            line = space * (gap // 2) + line + space * (gap - gap // 2)
        else:
            line = line + space * gap
        new_lines.append(space * padding[0] + line + space * padding[1])
    return new_lines


def max_dimensions(table_data, padding_left=0, padding_right=0, padding_top=0, padding_bottom=0):
    """Get maximum widths of each column and maximum height of each row.

    :param iter table_data: List of list of strings (unmodified table data).
    :return: 4-item tuple of n-item lists. Inner column widths and row heights, outer column widths and row heights.
    :rtype: tuple
    """
    inner_widths = [0] * (max(len(r) for r in table_data) if table_data else 0)
    inner_heights = [0] * len(table_data)

    # Find max width and heights.
    for j, row in enumerate(table_data):
        for i, cell in enumerate(row):
            if not hasattr(cell, 'count') or not hasattr(cell, 'splitlines'):
                cell = str(cell)
            if not cell:
                continue
            inner_heights[j] = max(inner_heights[j], cell.count('\n') + 1)
            inner_widths[i] = max(inner_widths[i], *[visible_width(the_line) for the_line in cell.splitlines()])

    # Calculate with padding.
    outer_widths = [padding_left + i + padding_left for i in inner_widths]
    outer_heights = [padding_top + i + padding_bottom for i in inner_heights]

    return inner_widths, inner_heights, outer_widths, outer_heights
