"""The prefix unit classes, and the choice of the best prefix for a size."""
import math

from bitmath import NIST, NIST_PREFIXES, SI, SI_PREFIXES
from bitmath.base import Bitmath


class Byte(Bitmath):
    """Byte based types fundamentally operate on self._bit_value"""
    def _setup(self):
        return (2, 0, 'Byte', 'Bytes')


class Bit(Bitmath):
    """Bit based types fundamentally operate on self._bit_value"""
    def _set_prefix_value(self):
        self.prefix_value = self._bit_value / float(self._unit_value)

    def _setup(self):
        return (2, 0, 'Bit', 'Bits')

    def _norm(self, value):
        self._bit_value = value * self._unit_value
        self._byte_value = self._bit_value / 8.0


class KiB(Byte):
    def _setup(self):
        return (2, 10, 'KiB', 'KiBs')


class MiB(Byte):
    def _setup(self):
        return (2, 20, 'MiB', 'MiBs')


class GiB(Byte):
    def _setup(self):
        return (2, 30, 'GiB', 'GiBs')


class TiB(Byte):
    def _setup(self):
        return (2, 40, 'TiB', 'TiBs')


class kB(Byte):
    def _setup(self):
        return (10, 3, 'kB', 'kBs')


class MB(Byte):
    def _setup(self):
        return (10, 6, 'MB', 'MBs')


class GB(Byte):
    def _setup(self):
        return (10, 9, 'GB', 'GBs')


class TB(Byte):
    def _setup(self):
        return (10, 12, 'TB', 'TBs')


UNITS = {cls.__name__: cls for cls in (KiB, MiB, GiB, TiB, kB, MB, GB, TB)}


def best_prefix_unit(byte_value, system):
    """Return ``byte_value`` bytes in the largest unit of ``system`` that
    keeps the value at or above 1; sizes under a byte are returned in Bits."""
    # Use absolute value so we don't return Bit's for *everything*
    # less than Byte(1). From github issue #55
    if abs(byte_value) < 1:
        return Bit(bits=byte_value * 8.0)
    if system == NIST:
        _steps, _base = NIST_PREFIXES, 1024
    elif system == SI:
        _steps, _base = SI_PREFIXES, 1000
    else:
        raise ValueError("Invalid value given for 'system' parameter."
                         " Must be one of NIST or SI")
    # Index of the string of the best prefix in the STEPS list
    _index = int(math.log(abs(byte_value), _base))
    # Really big numbers use the biggest prefix we've got
    _best_prefix = _steps[min(_index, len(_steps)) - 1]
    return UNITS[_best_prefix + 'B'](bytes=byte_value)
