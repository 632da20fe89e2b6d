IPV4LENGTH = 32


class AddressValueError(ValueError):
    """A Value Error related to the address."""


class NetmaskValueError(ValueError):
    """A Value Error related to the netmask."""


class IPv4Address:
    """Represent and manipulate single IPv4 Addresses."""

    _max_prefixlen = IPV4LENGTH
    _ALL_ONES = (2 ** IPV4LENGTH) - 1

    def __init__(self, address):
        if isinstance(address, int):
            if not 0 <= address <= self._ALL_ONES:
                raise AddressValueError(f"{address} (< 0 or > 2**32-1) is not permitted as an IPv4 address")
            self._ip = address
        else:
            self._ip = self._ip_int_from_string(str(address))

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        """Turn the given IP string into an integer for comparison."""
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        octets = ip_str.split('.')
        if len(octets) != 4:
            raise AddressValueError(f"Expected 4 octets in {ip_str!r}")
        try:
            return int.from_bytes(map(cls._parse_octet, octets), 'big')
        except ValueError as exc:
            raise AddressValueError(f"{exc} in {ip_str!r}") from None

    @staticmethod
    def _parse_octet(octet_str):
        if not (octet_str.isascii() and octet_str.isdigit()) or len(octet_str) > 3:
            raise ValueError(f"Only decimal digits permitted in {octet_str!r}")
        octet_int = int(octet_str, 10)
        if octet_int > 255:
            raise ValueError(f"Octet {octet_int} (> 255) not permitted")
        return octet_int

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        return isinstance(other, IPv4Address) and self._ip == other._ip

    def __str__(self):
        return '.'.join(map(str, self._ip.to_bytes(4, 'big')))
