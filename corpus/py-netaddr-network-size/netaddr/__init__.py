"""A Python library for manipulating IP and EUI network addresses."""

from netaddr.core import AddrFormatError
from netaddr.ip import IPAddress, IPNetwork

__all__ = ['AddrFormatError', 'IPAddress', 'IPNetwork']
