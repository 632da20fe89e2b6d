"""
Miscellaneous helper functions.

The formatter for ANSI colored console output is heavily based on Pygments
terminal colorizing code, originally by Georg Brandl.
"""
import numbers
import re

from .exceptions import TimeoutFormatError


def parse_timeout(timeout):
    """Transfer all kinds of timeout format to an integer representing seconds"""
    if not isinstance(timeout, numbers.Integral) and timeout is not None:
        try:
            timeout = int(timeout)
        except ValueError:
            digit, unit = timeout[:-1], timeout[-1:]
            unit_second = {'d': 86400, 'h': 3600, 'm': 60, 's': 1}
            try:
                timeout = int(digit) * unit_second[unit]
            except (ValueError, KeyError):
                raise TimeoutFormatError('Timeout must be an integer or a string representing an integer, or '
                                         'a string with format: digits + unit, unit can be "d", "h", "m", "s", '
                                         'such as "1h", "23m".')

    return timeout


def str_to_date(date_str):
    if not date_str:
        return
    return date_str


def split_func_path(func_name):
    """Splits 'module.func' into its module and attribute parts."""
    module_name, _, attribute = func_name.rpartition('.')
    if not module_name or not re.match(r'^[\w.]+$', module_name):
        raise ValueError('Invalid function path: %r' % func_name)
    return module_name, attribute
