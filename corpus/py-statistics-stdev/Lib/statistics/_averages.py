import math
from collections import Counter


class StatisticsError(ValueError):
    pass


def mean(data):
    """Return the sample arithmetic mean of data.

    >>> mean([1, 2, 3, 4, 4])
    2.8
    """
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return math.fsum(data) / n


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    if not data:
        raise StatisticsError("no median for empty data")
    return data[len(data) // 2]


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    pairs = Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError('no mode for empty data') from None
