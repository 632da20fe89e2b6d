"""Common code shared between various netaddr sub modules"""

width = 32
max_int = 2 ** width - 1


class AddrFormatError(Exception):
    """
    An Exception indicating a network address is not correctly formatted.
    """
    pass


def str_to_int(addr):
    """
    :param addr: An IPv4 dotted decimal address in string form.

    :return: The equivalent unsigned integer for a given IPv4 address.
    """
    octets = addr.split('.')
    if len(octets) != 4:
        raise AddrFormatError('%r is not a valid IPv4 address string!' % (addr,))
    value = 0
    for octet in octets:
        if not octet.isdigit() or int(octet) > 255:
            raise AddrFormatError('%r is not a valid IPv4 address string!' % (addr,))
        value = (value << 8) | int(octet)
    return value


def int_to_str(int_val):
    """
    :param int_val: An unsigned integer.

    :return: The IPv4 presentation (dotted decimal) form of the integer.
    """
    if not 0 <= int_val <= max_int:
        raise ValueError('%r is not a valid 32-bit unsigned integer!' % (int_val,))
    return '.'.join(str((int_val >> shift) & 0xff) for shift in (24, 16, 8, 0))


def prefix_to_netmask(prefixlen):
    """:return: the netmask integer for a CIDR prefix length."""
    return max_int ^ (max_int >> prefixlen)
