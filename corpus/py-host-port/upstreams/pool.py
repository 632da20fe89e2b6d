"""An upstream pool read from lines like `server 10.0.0.5:8080 weight=3`."""

from .address import AddressError, format_host_port, split_host_port
from .defaults import DEFAULT_WEIGHT, MAX_WEIGHT


class Upstream:
    def __init__(self, host, port, weight=DEFAULT_WEIGHT):
        self.host, self.port, self.weight = host, port, weight

    @property
    def address(self):
        return format_host_port(self.host, self.port)


class UpstreamPool:
    def __init__(self, servers):
        self.servers = list(servers)

    @classmethod
    def from_config(cls, text):
        servers = []
        for lineno, line in enumerate(text.splitlines(), 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            words = line.split()
            if words[0] != "server" or len(words) < 2:
                raise AddressError(f"line {lineno}: expected 'server ADDRESS [weight=N]'")
            host, port = split_host_port(words[1])
            weight = DEFAULT_WEIGHT
            for option in words[2:]:
                if option.startswith("weight="):
                    weight = min(int(option[len("weight="):]), MAX_WEIGHT)
            servers.append(Upstream(host, port, weight))
        return cls(servers)

    def addresses(self):
        return [s.address for s in self.servers]

    def total_weight(self):
        return sum(s.weight for s in self.servers)
