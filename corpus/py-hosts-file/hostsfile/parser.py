"""Parsing of hosts(5) files: `ADDRESS NAME [ALIAS...]` with `#` comments."""

import ipaddress


class HostsSyntaxError(ValueError):
    pass


def parse_entries(text):
    """Yield (address, [names]) for every entry line of a hosts file."""
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        fields = line.split()
        if not fields:
            continue
        address, names = fields[0], fields[1:]
        try:
            ipaddress.ip_address(address)
        except ValueError:
            raise HostsSyntaxError("line %d: %r is not an IP address" % (lineno, address))
        if not names:
            raise HostsSyntaxError("line %d: no host name for %s" % (lineno, address))
        yield address, [name.lower() for name in names]
