"""The ``Bitmath`` base class shared by every prefix unit."""
import functools
import numbers

import bitmath


@functools.total_ordering
class Bitmath(object):
    """The base class for all the other prefix classes"""

    valid_types = (int, float)

    def __init__(self, value=0, bytes=None, bits=None):
        """Instantiate with `value` by the unit, in plain bytes, or bits."""
        self._do_setup()
        if bytes:
            self._byte_value = bytes
            self._bit_value = bytes * 8.0
        elif bits:
            self._byte_value = bits / 8.0
            self._bit_value = bits
        else:
            self._norm(value)
        self._set_prefix_value()

    def _set_prefix_value(self):
        self.prefix_value = self._byte_value / float(self._unit_value)

    def _setup(self):
        raise NotImplementedError("The base 'bitmath.Bitmath' class can not be used directly")

    def _do_setup(self):
        """Setup basic parameters for this class."""
        (self._base, self._power, self._name_singular, self._name_plural) = self._setup()
        self._unit_value = self._base ** self._power

    def _norm(self, value):
        """Normalize the input value into the fundamental unit for this prefix type."""
        if not isinstance(value, self.valid_types):
            raise ValueError("Initialization value '%s' is of an invalid type: %s"
                             % (value, type(value)))
        self._byte_value = value * self._unit_value
        self._bit_value = self._byte_value * 8.0

    bytes = property(lambda self: self._byte_value)
    bits = property(lambda self: self._bit_value)
    value = property(lambda self: self.prefix_value)
    unit = property(lambda self: self._name_singular)
    system = property(lambda self: "NIST" if self._base == 2 else "SI")

    @classmethod
    def from_other(cls, item):
        """Return ``item`` converted into a new instance of ``cls``."""
        if isinstance(item, Bitmath):
            return cls(bits=item.bits)
        raise ValueError("The provided items must be a valid bitmath class: %s"
                         % str(item.__class__))

    def best_prefix(self, system=None):
        """Optimal formatting option for the quantity of this instance"""
        if system is None:
            system = bitmath.NIST if self.system == "NIST" else bitmath.SI
        return bitmath.units.best_prefix_unit(self.bytes, system)

    def format(self, fmt):
        """Return a representation formatted with user supplied syntax"""
        return fmt.format(value=self.value, unit=self.unit, bytes=self.bytes,
                          bits=self.bits, system=self.system)

    def __repr__(self):
        return "%s(%s)" % (self._name_singular, self.prefix_value)

    def __str__(self):
        return self.format(bitmath.format_string)

    def __eq__(self, other):
        if isinstance(other, numbers.Number):
            return self.prefix_value == other
        return self._byte_value == other.bytes

    def __lt__(self, other):
        if isinstance(other, numbers.Number):
            return self.prefix_value < other
        return self._byte_value < other.bytes

    def __add__(self, other):
        if isinstance(other, numbers.Number):
            return type(self)(self.prefix_value + other)
        return type(self)(bytes=(self.bytes + other.bytes))
