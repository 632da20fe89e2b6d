from .const import Bound
from .interval import Interval


def open(lower, upper):
    """Create an open interval with given bounds."""
    return Interval.from_atomic(Bound.OPEN, lower, upper, Bound.OPEN)


def closed(lower, upper):
    """Create a closed interval with given bounds."""
    return Interval.from_atomic(Bound.CLOSED, lower, upper, Bound.CLOSED)


def openclosed(lower, upper):
    """Create a left-open interval with given bounds."""
    return Interval.from_atomic(Bound.OPEN, lower, upper, Bound.CLOSED)


def closedopen(lower, upper):
    """Create a right-open interval with given bounds."""
    return Interval.from_atomic(Bound.CLOSED, lower, upper, Bound.OPEN)


def singleton(value):
    """Create a singleton interval."""
    return Interval.from_atomic(Bound.CLOSED, value, value, Bound.CLOSED)


def empty():
    """Create an empty interval."""
    return Interval()
