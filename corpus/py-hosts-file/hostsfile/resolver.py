"""Name <-> address lookups over parsed hosts entries."""

from .parser import parse_entries


class HostsResolver:
    def __init__(self, text):
        self._by_name = {}
        self._by_address = {}
        for address, names in parse_entries(text):
            for name in names:
                # the first entry for a name wins, as in glibc
                self._by_name.setdefault(name, []).append(address)
            self._by_address.setdefault(address, names[0])

    @classmethod
    def from_file(cls, path):
        with open(path, encoding="utf-8") as handle:
            return cls(handle.read())

    def lookup(self, name):
        """All addresses for a name, in file order; empty list when unknown."""
        return list(self._by_name.get(name.lower(), []))

    def reverse(self, address):
        """Canonical name for an address, or None."""
        return self._by_address.get(address)

    def names(self):
        return sorted(self._by_name)
