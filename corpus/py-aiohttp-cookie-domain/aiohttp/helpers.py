"""Various helper functions"""

import ipaddress
import re
from typing import Optional, Union

_ipv4_pattern = (
    r"^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}"
    r"(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$"
)
_ipv4_regex = re.compile(_ipv4_pattern)


def is_ipv4_address(host: Optional[Union[str, bytes]]) -> bool:
    if host is None:
        return False
    if isinstance(host, bytes):
        host = host.decode("ascii")
    return bool(_ipv4_regex.match(host))


def is_ipv6_address(host: Optional[Union[str, bytes]]) -> bool:
    if host is None or isinstance(host, bytes):
        return False
    try:
        return isinstance(ipaddress.ip_address(host), ipaddress.IPv6Address)
    except ValueError:
        return False


def is_ip_address(host: Optional[Union[str, bytes, bytearray, memoryview]]) -> bool:
    return is_ipv4_address(host) or is_ipv6_address(host)
