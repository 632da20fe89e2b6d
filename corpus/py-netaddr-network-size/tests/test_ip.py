import unittest

from netaddr import AddrFormatError, IPAddress, IPNetwork


class IPNetworkTest(unittest.TestCase):

    def test_network_and_broadcast(self):
        net = IPNetwork('192.0.2.130/25')
        self.assertEqual(str(net.network), '192.0.2.128')
        self.assertEqual(str(net.broadcast), '192.0.2.255')
        self.assertEqual(str(net.netmask), '255.255.255.128')

    def test_len(self):
        self.assertEqual(len(IPNetwork('192.0.2.0/24')), 256)
        self.assertEqual(len(IPNetwork('10.0.0.1/32')), 1)

    def test_iteration_covers_whole_network(self):
        addrs = list(IPNetwork('192.0.2.0/30'))
        self.assertEqual([str(a) for a in addrs],
                         ['192.0.2.0', '192.0.2.1', '192.0.2.2', '192.0.2.3'])

    def test_iter_hosts(self):
        hosts = [str(h) for h in IPNetwork('192.0.2.0/29').iter_hosts()]
        self.assertEqual(hosts[0], '192.0.2.1')
        self.assertEqual(hosts[-1], '192.0.2.6')
        self.assertEqual(len(hosts), 6)

    def test_indexing(self):
        net = IPNetwork('172.16.0.0/16')
        self.assertEqual(net[0], IPAddress('172.16.0.0'))
        self.assertEqual(net[-1], IPAddress('172.16.255.255'))
        self.assertEqual(net[-65536], IPAddress('172.16.0.0'))

    def test_contains(self):
        net = IPNetwork('10.0.0.0/8')
        self.assertIn(IPAddress('10.255.0.1'), net)
        self.assertNotIn(IPAddress('11.0.0.0'), net)

    def test_bad_address(self):
        with self.assertRaises(AddrFormatError):
            IPNetwork('192.0.2.300/24')
        with self.assertRaises(AddrFormatError):
            IPNetwork('192.0.2.0/33')


if __name__ == '__main__':
    unittest.main()
