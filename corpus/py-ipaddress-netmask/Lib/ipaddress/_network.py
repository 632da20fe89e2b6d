from ._address import IPv4Address, AddressValueError, NetmaskValueError


class IPv4Network:
    """This class represents and manipulates 32-bit IPv4 network + addresses."""

    _max_prefixlen = IPv4Address._max_prefixlen
    _ALL_ONES = IPv4Address._ALL_ONES

    def __init__(self, address, strict=True):
        addr, _, mask = str(address).partition('/')
        self.network_address = IPv4Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask or self._max_prefixlen)
        packed = int(self.network_address)
        if packed & int(self.netmask) != packed:
            if strict:
                raise ValueError(f'{address} has host bits set')
            self.network_address = IPv4Address(packed & int(self.netmask))

    @classmethod
    def _make_netmask(cls, arg):
        """Make a (netmask, prefix_len) tuple from the given argument:
        a prefix length (int or "24") or a dotted netmask/hostmask string."""
        if isinstance(arg, int):
            prefixlen = arg
        else:
            try:
                # Check for a netmask in prefix length form
                prefixlen = cls._prefix_from_prefix_string(arg)
            except AddressValueError:
                # Check for a netmask or hostmask in dotted-quad form.
                prefixlen = cls._prefix_from_ip_string(arg)
        return IPv4Address(cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)), prefixlen

    @classmethod
    def _prefix_from_prefix_string(cls, prefixlen_str):
        if not (prefixlen_str.isascii() and prefixlen_str.isdigit()):
            raise NetmaskValueError(f'{prefixlen_str!r} is not a valid netmask')
        prefixlen = int(prefixlen_str)
        if not (0 <= prefixlen <= cls._max_prefixlen):
            raise NetmaskValueError(f'{prefixlen_str!r} is not a valid netmask')
        return prefixlen

    @classmethod
    def _prefix_from_ip_string(cls, ip_str):
        try:
            ip_int = IPv4Address._ip_int_from_string(ip_str)
        except AddressValueError:
            raise NetmaskValueError(f'{ip_str!r} is not a valid netmask') from None
        for candidate in (ip_int, ip_int ^ cls._ALL_ONES):  # netmask, then hostmask
            prefixlen = cls._max_prefixlen - (candidate ^ cls._ALL_ONES).bit_length()
            if candidate == cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen):
                return prefixlen
        raise NetmaskValueError(f'{ip_str!r} is not a valid netmask')

    @property
    def prefixlen(self):
        return self._prefixlen

    @property
    def broadcast_address(self):
        return IPv4Address(int(self.network_address) | (int(self.netmask) ^ self._ALL_ONES))

    @property
    def num_addresses(self):
        return int(self.broadcast_address) - int(self.network_address) + 1

    def hosts(self):
        """Generate Iterator over usable hosts in a network."""
        network, broadcast = int(self.network_address), int(self.broadcast_address)
        for x in range(network + 1, broadcast):
            yield IPv4Address(x)

    def __contains__(self, other):
        return int(other) & int(self.netmask) == int(self.network_address)

    def __str__(self):
        return f'{self.network_address}/{self._prefixlen}'
