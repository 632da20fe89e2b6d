"""Predicates over records, combined into a query."""

import re

from .records import LEVELS, parse_lines


class MessageFilter:
    def __init__(self, pattern, ignore_case=False):
        self._regex = re.compile(pattern, re.IGNORECASE if ignore_case else 0)

    def __call__(self, record):
        return self._regex.match(record.message) is not None


def level_filter(minimum):
    threshold = LEVELS[minimum.upper()]
    return lambda record: record.levelno >= threshold


def logger_filter(prefix):
    return lambda record: record.logger == prefix or record.logger.startswith(prefix + ".")


def query(lines, level=None, logger=None, grep=None, ignore_case=False):
    predicates = []
    if level:
        predicates.append(level_filter(level))
    if logger:
        predicates.append(logger_filter(logger))
    if grep:
        predicates.append(MessageFilter(grep, ignore_case))
    return [r for r in parse_lines(lines) if all(p(r) for p in predicates)]
