import unittest

from Lib import ipaddress


class NetworkTestCase(unittest.TestCase):
    def test_prefix_length(self):
        net = ipaddress.IPv4Network('192.0.2.0/24')
        self.assertEqual(net.prefixlen, 24)
        self.assertEqual(str(net.netmask), '255.255.255.0')
        self.assertEqual(str(net.broadcast_address), '192.0.2.255')
        self.assertEqual(net.num_addresses, 256)

    def test_dotted_netmask(self):
        net = ipaddress.IPv4Network('192.0.2.0/255.255.255.0')
        self.assertEqual(net.prefixlen, 24)
        self.assertEqual(str(net), '192.0.2.0/24')

    def test_hostmask(self):
        self.assertEqual(ipaddress.IPv4Network('10.0.0.0/0.255.255.255').prefixlen, 8)

    def test_default_prefix(self):
        self.assertEqual(str(ipaddress.IPv4Network('192.0.2.1')), '192.0.2.1/32')

    def test_invalid_netmask(self):
        for mask in ('33', '-1', '255.0.255.0', '1.2.3'):
            with self.assertRaises(ipaddress.NetmaskValueError):
                ipaddress.IPv4Network('192.0.2.0/' + mask)

    def test_strict(self):
        with self.assertRaises(ValueError):
            ipaddress.IPv4Network('192.0.2.1/24')
        self.assertEqual(str(ipaddress.IPv4Network('192.0.2.1/24', strict=False)), '192.0.2.0/24')

    def test_hosts_and_contains(self):
        net = ipaddress.IPv4Network('192.0.2.0/30')
        self.assertEqual([str(h) for h in net.hosts()], ['192.0.2.1', '192.0.2.2'])
        self.assertIn(ipaddress.IPv4Address('192.0.2.3'), net)
        self.assertNotIn(ipaddress.IPv4Address('192.0.2.4'), net)

    def test_bad_address(self):
        with self.assertRaises(ipaddress.AddressValueError):
            ipaddress.IPv4Address('192.0.2.256')


if __name__ == '__main__':
    unittest.main()
