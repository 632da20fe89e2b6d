# -*- coding: utf-8 -*-
"""Expansion of the fields of a cron expression into sorted value lists."""
import re

# minute, hour, day of month, month, day of week
RANGES = ((0, 59), (0, 23), (1, 31), (1, 12), (0, 7))
ONLY_INT_RE = re.compile(r"^\d+$")
STAR_STEP_RE = re.compile(r"^\*(?:/(\d+))?$")
RANGE_RE = re.compile(r"^(\d+)-(\d+)(?:/(\d+))?$")


class CroniterBadCronError(ValueError):
    """Syntax, unknown value, or range error within a cron expression"""


def expand_field(field, i):
    low, high = RANGES[i]
    values = set()
    for atom in field.split(","):
        m = STAR_STEP_RE.match(atom)
        if m:
            step = int(m.group(1) or 1)
            values.update(range(low, high + 1, step))
            continue
        m = RANGE_RE.match(atom)
        if m:
            begin, end, step = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
            if begin > end or begin < low or end > high:
                raise CroniterBadCronError("[{0}] is not acceptable, out of range".format(field))
            values.update(range(begin, end, step))
            continue
        if ONLY_INT_RE.match(atom) and low <= int(atom) <= high:
            values.add(int(atom))
            continue
        raise CroniterBadCronError("[{0}] is not acceptable".format(field))
    if i == 4 and 7 in values:
        values.discard(7)
        values.add(0)
    return sorted(values)


def expand(expr_format):
    expressions = expr_format.split()
    if len(expressions) != 5:
        raise CroniterBadCronError("Exactly 5 columns has to be specified for iterator expression.")
    return [expand_field(field, i) for i, field in enumerate(expressions)]
