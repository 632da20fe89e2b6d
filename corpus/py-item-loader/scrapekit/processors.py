"""Input/output processors applied to the values collected for one field."""
import re

_WS = re.compile(r"\s+")


def arg_to_iter(value):
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class MapCompose:
    def __init__(self, *functions):
        self.functions = functions

    def __call__(self, values):
        values = arg_to_iter(values)
        for func in self.functions:
            out = []
            for v in values:
                out.extend(arg_to_iter(func(v)))
            values = out
        return values


class TakeFirst:
    """Return the first non-empty value, or `default` if there is none."""

    def __init__(self, default=None):
        self.default = default

    def __call__(self, values):
        for value in values:
            if value is not None and value != "":
                return value
        return None


class Join:
    def __init__(self, separator=" "):
        self.separator = separator

    def __call__(self, values):
        return self.separator.join(values)


def clean_text(value):
    return _WS.sub(" ", value).strip() or None
