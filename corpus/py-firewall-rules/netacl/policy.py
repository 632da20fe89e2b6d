"""An ordered list of rules; the first rule that matches a connection decides."""

import ipaddress
from collections import Counter, namedtuple

from .rules import parse_rule

Packet = namedtuple("Packet", "proto source port")


def packet(proto, source, port):
    return Packet(proto, ipaddress.ip_address(source), port)


class Policy:
    def __init__(self, rules, default="deny"):
        self.rules = list(rules)
        self.default = default
        self.hits = Counter()

    @classmethod
    def parse(cls, text, default="deny"):
        rules = []
        for lineno, line in enumerate(text.splitlines(), 1):
            line = line.split("#", 1)[0].strip()
            if line:
                rules.append(parse_rule(line, lineno))
        return cls(rules, default)

    def decide(self, pkt):
        """'allow' or 'deny'; counts a hit for the deciding rule's line (0 for the default)."""
        action, line = self.default, 0
        for rule in self.rules:
            if rule.matches(pkt):
                action, line = rule.action, rule.lineno
        self.hits[line] += 1
        return action
