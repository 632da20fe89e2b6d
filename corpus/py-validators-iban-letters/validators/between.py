from functools import total_ordering

from .utils import validator


@total_ordering
class _Min(object):
    """An object that is less than any other object (except itself)."""

    def __lt__(self, other):
        return other is not Min

    def __eq__(self, other):
        return other is Min


@total_ordering
class _Max(object):
    """An object that is greater than any other object (except itself)."""

    def __gt__(self, other):
        return other is not Max

    def __eq__(self, other):
        return other is Max


Min = _Min()
Max = _Max()


@validator
def between(value, min=None, max=None):
    """
    Validate that a number is between minimum and/or maximum value.

    This will work with any comparable type, such as floats, decimals and
    dates not just integers.

    :param min: The minimum required value of the number. If not provided,
                minimum value will not be checked.
    :param max: The maximum value of the number. If not provided, maximum
                value will not be checked.
    """
    if min is None and max is None:
        raise AssertionError(
            'At least one of `min` or `max` must be specified.'
        )
    if min is None:
        min = Min
    if max is None:
        max = Max
    try:
        min_gt_max = min > max
    except TypeError:
        min_gt_max = max < min
    if min_gt_max:
        raise AssertionError('`min` cannot be more than `max`.')

    return min <= value and max >= value


@validator
def length(value, min=None, max=None):
    """
    Return whether or not the length of given string is within a specified
    range.
    """
    if (min is not None and min < 0) or (max is not None and max < 0):
        raise AssertionError(
            '`min` and `max` need to be greater than zero.'
        )
    return between(len(value), min=min, max=max)
