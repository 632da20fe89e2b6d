"""A fast, lightweight IPv4/IPv6 manipulation library in Python.

(Reduced: IPv4 only.)
"""
from ._address import AddressValueError, IPv4Address, NetmaskValueError
from ._network import IPv4Network

__all__ = ['AddressValueError', 'IPv4Address', 'IPv4Network', 'NetmaskValueError']
