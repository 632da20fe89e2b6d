import unittest

from upstreams.address import AddressError, split_host_port
from upstreams.pool import UpstreamPool

CONFIG = """
# primary API servers
server api-1.internal:8080 weight=5
server 10.0.0.7:8080
server [2001:db8::17]:8080 weight=2   # v6 canary
server https://edge.example.com
"""


class SplitHostPortTest(unittest.TestCase):
    def test_name_and_port(self):
        self.assertEqual(split_host_port("db.internal:5432"), ("db.internal", 5432))

    def test_default_port(self):
        self.assertEqual(split_host_port("web"), ("web", 80))
        self.assertEqual(split_host_port("https://web"), ("web", 443))

    def test_ipv6_with_port(self):
        self.assertEqual(split_host_port("[2001:db8::1]:8443"), ("2001:db8::1", 8443))

    def test_ipv6_without_port(self):
        self.assertEqual(split_host_port("[::1]", 9000), ("::1", 9000))

    def test_bad_ports(self):
        for text in ("web:http", "web:70000", ":8080"):
            with self.assertRaises(AddressError, msg=text):
                split_host_port(text)


class PoolTest(unittest.TestCase):
    def test_from_config(self):
        pool = UpstreamPool.from_config(CONFIG)
        self.assertEqual(pool.addresses(), [
            "api-1.internal:8080", "10.0.0.7:8080", "[2001:db8::17]:8080", "edge.example.com:443",
        ])
        self.assertEqual(pool.total_weight(), 9)


if __name__ == "__main__":
    unittest.main()
