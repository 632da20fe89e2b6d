from ._text import _get_size, _justify, _style_header

FRAME = 0
ALL = 1
NONE = 2


class PrettyTable:
    def __init__(self, field_names=None, **kwargs):
        self._field_names = list(field_names or [])
        self._rows = []
        self.align = {field: "c" for field in self._field_names}
        self.header_style = kwargs.get("header_style")
        self.padding_width = kwargs.get("padding_width", 1)
        self.hrules = kwargs.get("hrules", FRAME)

    @property
    def field_names(self):
        return self._field_names

    def add_row(self, row):
        if self._field_names and len(row) != len(self._field_names):
            raise ValueError("Row has incorrect number of values, (actual) %d!=%d (expected)"
                             % (len(row), len(self._field_names)))
        self._rows.append(list(row))

    def _compute_widths(self, header):
        widths = [_get_size(h)[0] for h in header]
        for row in self._rows:
            for index, value in enumerate(row):
                widths[index] = max(widths[index], _get_size(value)[0])
        return widths

    def _stringify_row(self, values, widths, aligns):
        pad = " " * self.padding_width
        cells = [pad + _justify(str(v), w, a) + pad for v, w, a in zip(values, widths, aligns)]
        return "|" + "|".join(cells) + "|"

    def get_string(self, header=True):
        header_names = [_style_header(f, self.header_style) for f in self._field_names]
        widths = self._compute_widths(header_names if header else ["" for _ in self._field_names])
        aligns = [self.align.get(f, "c") for f in self._field_names]
        hrule = "+" + "+".join("-" * (w + 2 * self.padding_width) for w in widths) + "+"
        lines = [hrule]
        if header:
            lines += [self._stringify_row(header_names, widths, ["c"] * len(widths)), hrule]
        for row in self._rows:
            lines.append(self._stringify_row(row, widths, aligns))
            if self.hrules == ALL:
                lines.append(hrule)
        if self.hrules != ALL:
            lines.append(hrule)
        return "\n".join(lines)

    def __str__(self):
        return self.get_string()
