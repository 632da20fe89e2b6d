"""One ACL rule: `allow|deny PROTO SOURCE [port N[-M]]`."""

import ipaddress

ACTIONS = ("allow", "deny")
PROTOCOLS = ("tcp", "udp", "any")


class RuleSyntaxError(ValueError):
    pass


class Rule:
    def __init__(self, action, proto, network, ports=None, lineno=0):
        self.action = action
        self.proto = proto
        self.network = network
        self.ports = ports
        self.lineno = lineno

    def matches(self, packet):
        if self.proto != "any" and packet.proto != self.proto:
            return False
        if packet.source not in self.network:
            return False
        if self.ports is not None:
            low, high = self.ports
            return low <= packet.port <= high
        return True

    def __repr__(self):
        return f"Rule(line {self.lineno}: {self.action} {self.proto} {self.network})"


def parse_ports(text):
    low, _, high = text.partition("-")
    low, high = int(low), int(high or low)
    if not 0 < low <= high <= 65535:
        raise RuleSyntaxError(f"bad port range {text!r}")
    return low, high


def parse_rule(line, lineno=0):
    words = line.split()
    if len(words) not in (3, 5) or words[0] not in ACTIONS or words[1] not in PROTOCOLS:
        raise RuleSyntaxError(f"line {lineno}: {line!r}")
    source = "0.0.0.0/0" if words[2] == "any" else words[2]
    try:
        network = ipaddress.ip_network(source, strict=False)
    except ValueError as e:
        raise RuleSyntaxError(f"line {lineno}: {e}") from None
    ports = None
    if len(words) == 5:
        if words[3] != "port":
            raise RuleSyntaxError(f"line {lineno}: expected 'port', got {words[3]!r}")
        ports = parse_ports(words[4])
    return Rule(words[0], words[1], network, ports, lineno)
