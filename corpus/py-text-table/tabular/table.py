"""A table of rows rendered with a header, a rule and aligned columns."""

from .cells import align, to_text

SEPARATOR = "  "


class Column:
    def __init__(self, key, title=None, how="left", max_width=40):
        self.key = key
        self.title = title if title is not None else key.replace("_", " ").title()
        self.how = how
        self.max_width = max_width


class Table:
    def __init__(self, columns):
        self.columns = list(columns)
        self.rows = []

    def add(self, **values):
        self.rows.append([to_text(values.get(c.key)) for c in self.columns])
        return self

    def widths(self):
        result = []
        for i, col in enumerate(self.columns):
            longest = max([len(col.title)] + [len(row[i]) for row in self.rows])
            result.append(min(longest, col.max_width))
        return result

    def render(self):
        widths = self.widths()
        header = SEPARATOR.join(align(c.title, w, c.how) for c, w in zip(self.columns, widths))
        rule = SEPARATOR.join("-" * w for w in widths)
        body = [
            SEPARATOR.join(align(cell, w, c.how) for cell, c, w in zip(row, self.columns, widths))
            for row in self.rows
        ]
        return "\n".join(line.rstrip() for line in [header, rule, *body])
