import unittest

from netacl.policy import Policy, packet
from netacl.rules import RuleSyntaxError, parse_rule

ACL = """\
# ingress ACL
deny  tcp 10.1.2.66/32            # compromised build agent
allow tcp 10.0.0.0/8 port 22
allow tcp any port 443
allow udp 192.168.0.0/16 port 5000-5010
"""


class RuleTest(unittest.TestCase):
    def test_port_ranges(self):
        rule = parse_rule("allow udp 192.168.0.0/16 port 5000-5010")
        self.assertTrue(rule.matches(packet("udp", "192.168.4.2", 5005)))
        self.assertFalse(rule.matches(packet("udp", "192.168.4.2", 5011)))
        self.assertFalse(rule.matches(packet("tcp", "192.168.4.2", 5005)))

    def test_syntax_errors(self):
        for bad in ["permit tcp any", "allow tcp 10.0.0.0/33", "allow tcp any port 0", "allow tcp any to 22"]:
            with self.assertRaises(RuleSyntaxError):
                parse_rule(bad)


class PolicyTest(unittest.TestCase):
    def setUp(self):
        self.policy = Policy.parse(ACL)

    def test_ssh_from_the_office(self):
        self.assertEqual(self.policy.decide(packet("tcp", "10.4.0.9", 22)), "allow")

    def test_https_from_anywhere(self):
        self.assertEqual(self.policy.decide(packet("tcp", "203.0.113.7", 443)), "allow")

    def test_default_deny(self):
        self.assertEqual(self.policy.decide(packet("tcp", "203.0.113.7", 22)), "deny")
        self.assertEqual(self.policy.hits[0], 1)

    def test_an_earlier_deny_wins_over_a_later_allow(self):
        self.assertEqual(self.policy.decide(packet("tcp", "10.1.2.66", 22)), "deny")
        self.assertEqual(self.policy.decide(packet("tcp", "10.1.2.66", 443)), "deny")
        self.assertEqual(self.policy.hits, {2: 2})
