"""The five time fields of a cron schedule."""

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

# (name, lowest, highest, names for the values from `lowest` on)
FIELDS = [
    ("minute", 0, 59, None),
    ("hour", 0, 23, None),
    ("day", 1, 31, None),
    ("month", 1, 12, MONTHS),
    ("weekday", 0, 7, DAYS),
]


class FieldError(ValueError):
    pass


def _value(text, lo, hi, names):
    if names and text.lower() in names:
        return lo + names.index(text.lower())
    if not text.isdigit() or not lo <= int(text) <= hi:
        raise FieldError(f"{text!r} is not in {lo}-{hi}")
    return int(text)


def parse_field(text, lo, hi, names=None):
    """'*/15' -> {0, 15, 30, 45}; '1-5' and 'mon-fri' are ranges; commas join lists."""
    values = set()
    for part in text.split(","):
        rng, _, step = part.partition("/")
        step = int(step) if step else 1
        if rng == "*":
            start, end = lo, hi
        elif "-" in rng:
            a, b = rng.split("-", 1)
            start, end = _value(a, lo, hi, names), _value(b, lo, hi, names)
        else:
            start = end = _value(rng, lo, hi, names)
        if step < 1 or start > end:
            raise FieldError(f"bad range {part!r}")
        values.update(range(start, end + 1, step))
    return frozenset(values)


class Schedule:
    def __init__(self, spec):
        parts = spec.split()
        if len(parts) != 5:
            raise FieldError(f"{spec!r}: expected 5 fields")
        self.spec = spec
        self.minute, self.hour, self.day, self.month, self.weekday = (
            parse_field(text, lo, hi, names) for text, (_, lo, hi, names) in zip(parts, FIELDS)
        )
        if 7 in self.weekday:
            self.weekday = self.weekday | {0}

    def matches(self, when):
        return (
            when.minute in self.minute
            and when.hour in self.hour
            and when.day in self.day
            and when.month in self.month
            and when.isoweekday() % 7 in self.weekday
        )
