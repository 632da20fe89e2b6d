"""A minimal Index whose repr follows the display options."""

from .config import get_option
from .printing import pprint_thing


class Index:
    def __init__(self, data, name=None):
        self._data = list(data)
        self.name = name

    def __len__(self):
        return len(self._data)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return Index(self._data[key], name=self.name)
        return self._data[key]

    def _format_data(self):
        return pprint_thing(self._data, quote_strings=True,
                            max_seq_items=get_option("display.max_seq_items"))

    def __repr__(self):
        attrs = [f"dtype='{self.dtype}'"]
        if self.name is not None:
            attrs.append(f"name='{self.name}'")
        if len(self) > get_option("display.max_seq_items"):
            attrs.append(f"length={len(self)}")
        return f"Index({self._format_data()}, {', '.join(attrs)})"

    @property
    def dtype(self):
        if all(isinstance(x, int) for x in self._data):
            return "int64"
        return "object"
