import math

from ._averages import StatisticsError, mean


def _ss(data, c=None):
    """Return the sum of square deviations of sequence data.

    If ``c`` is None, the mean is calculated in one pass, and the deviations
    from the mean are calculated in a second pass. Otherwise, deviations are
    calculated from ``c`` as given.
    """
    if c is None:
        c = mean(data)
    total = math.fsum((x - c) ** 2 for x in data)
    # The sum of deviations ought to be zero; compensate for rounding.
    total -= math.fsum(x - c for x in data) ** 2 / len(data)
    return total


def variance(data, xbar=None):
    """Return the sample variance of data.

    >>> variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5])
    1.3720238095238095
    """
    data = list(data)
    n = len(data)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _ss(data, xbar) / (n - 1)


def pvariance(data, mu=None):
    """Return the population variance of ``data``."""
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _ss(data, mu) / n


def stdev(data, xbar=None):
    """Return the square root of the sample variance.

    >>> stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])
    1.0810874155219827
    """
    var = pvariance(data, xbar)
    return math.sqrt(var)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    var = pvariance(data, mu)
    return math.sqrt(var)
