"""Routines for IPv4 address and network manipulation."""

import sys

from netaddr.core import AddrFormatError, int_to_str, prefix_to_netmask, str_to_int, width


class IPAddress(object):
    """An individual IPv4 address."""

    __slots__ = ('_value',)

    def __init__(self, addr):
        self._value = addr if isinstance(addr, int) else str_to_int(addr)

    def __int__(self):
        return self._value

    def __eq__(self, other):
        return isinstance(other, IPAddress) and self._value == other._value

    def __str__(self):
        return int_to_str(self._value)

    def __repr__(self):
        return "IPAddress('%s')" % self


class IPListMixin(object):
    """A mixin class providing shared list-like functionality to classes
    representing groups of IP addresses."""

    __slots__ = ()

    def __iter__(self):
        for value in range(self.first, self.last + 1):
            yield IPAddress(value)

    @property
    def size(self):
        """The total number of IP addresses within this group."""
        return int(self.last - self.first)

    def __len__(self):
        size = self.size
        if size > sys.maxsize:
            raise IndexError("range contains more than %d IP addresses!" % sys.maxsize)
        return size

    def __getitem__(self, index):
        if not isinstance(index, int):
            raise TypeError('unsupported index type %r!' % index)
        if (-self.size) <= index < 0:
            return IPAddress(self.last + index + 1)
        elif 0 <= index <= (self.size - 1):
            return IPAddress(self.first + index)
        raise IndexError('index out range for address range size!')

    def __contains__(self, other):
        return self.first <= int(other) <= self.last


class IPNetwork(IPListMixin):
    """An IPv4 network or subnet, a base address and a CIDR prefix."""

    __slots__ = ('_value', '_prefixlen')

    def __init__(self, addr):
        ip, _, prefix = addr.partition('/')
        self._prefixlen = int(prefix) if prefix else width
        if not 0 <= self._prefixlen <= width:
            raise AddrFormatError('invalid IPNetwork %s' % addr)
        self._value = str_to_int(ip)

    @property
    def netmask(self):
        return IPAddress(prefix_to_netmask(self._prefixlen))

    @property
    def first(self):
        return self._value & prefix_to_netmask(self._prefixlen)

    @property
    def last(self):
        return self.first | (prefix_to_netmask(self._prefixlen) ^ (2 ** width - 1))

    @property
    def network(self):
        return IPAddress(self.first)

    @property
    def broadcast(self):
        return IPAddress(self.last) if self._prefixlen < width - 1 else None

    def iter_hosts(self):
        """An iterator over the usable host addresses of this network."""
        if self._prefixlen >= width - 1:
            return iter(self)
        return (IPAddress(v) for v in range(self.first + 1, self.last))
