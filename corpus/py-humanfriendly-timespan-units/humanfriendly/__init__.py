# Human friendly input/output in Python.
#
# Author: Peter Odding <peter@peterodding.com>

"""The main module of the `humanfriendly` package."""

import decimal
import numbers

from humanfriendly.text import concatenate, is_number, pluralize, round_number, tokenize

__version__ = '10.0'

# Common time units, used for formatting of time spans.
time_units = (
    dict(divider=1e-9, singular='nanosecond', plural='nanoseconds', abbreviations=['ns']),
    dict(divider=1e-6, singular='microsecond', plural='microseconds', abbreviations=['us']),
    dict(divider=1e-3, singular='millisecond', plural='milliseconds', abbreviations=['ms']),
    dict(divider=1, singular='second', plural='seconds', abbreviations=['s', 'sec', 'secs']),
    dict(divider=60, singular='minute', plural='minutes', abbreviations=['m', 'min', 'mins']),
    dict(divider=60 * 60, singular='hour', plural='hours', abbreviations=['h']),
    dict(divider=60 * 60 * 24, singular='day', plural='days', abbreviations=['d']),
    dict(divider=60 * 60 * 24 * 7, singular='week', plural='weeks', abbreviations=['w']),
    dict(divider=60 * 60 * 24 * 7 * 52, singular='year', plural='years', abbreviations=['y']),
)


class InvalidTimespan(Exception):
    """Raised by :func:`parse_timespan()` when the input can't be parsed."""


def format_timespan(num_seconds, detailed=False, max_units=3):
    """
    Format a timespan in seconds as a human readable string.

    >>> format_timespan(1000)
    '16 minutes and 40 seconds'
    """
    if not is_number(num_seconds):
        num_seconds = num_seconds.total_seconds()
    if num_seconds < 60 and not detailed:
        # Fast path.
        return pluralize(round_number(num_seconds), 'second')
    else:
        # Slow path.
        result = []
        num_seconds = decimal.Decimal(str(num_seconds))
        relevant_units = list(reversed(time_units[0 if detailed else 2:]))
        for unit in relevant_units:
            # Extract the unit count from the remaining time.
            divider = decimal.Decimal(str(unit['divider']))
            count = num_seconds / divider
            num_seconds %= divider
            # Round the unit count appropriately.
            if unit != relevant_units[-1]:
                count = int(count)
            else:
                count = round_number(count)
            if count not in (0, '0'):
                result.append(pluralize(count, unit['singular'], unit['plural']))
        if len(result) == 1:
            return result[0]
        if not detailed:
            result = result[:max_units]
        return concatenate(result)


def parse_timespan(timespan):
    """
    Parse a "human friendly" timespan into the number of seconds.

    >>> parse_timespan('5h')
    18000.0
    """
    tokens = tokenize(timespan)
    if tokens and isinstance(tokens[0], numbers.Number):
        if len(tokens) == 1:
            return float(tokens[0])
        if len(tokens) == 2 and isinstance(tokens[1], str):
            normalized_unit = tokens[1].lower()
            for unit in time_units:
                if (normalized_unit == unit['singular'] or
                        normalized_unit == unit['plural'] or
                        normalized_unit in unit['abbreviations']):
                    return float(tokens[0]) * unit['divider']
    msg = "Failed to parse timespan! (input %r was tokenized as %r)"
    raise InvalidTimespan(msg % (timespan, tokens))
