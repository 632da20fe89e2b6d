import unittest

from gunicorn import config


class ConfigTests(unittest.TestCase):
    def test_defaults(self):
        c = config.Config()
        self.assertEqual(c.workers, 1)
        self.assertEqual(c.bind, ['127.0.0.1:8000'])
        self.assertEqual(c.address, [('127.0.0.1', 8000)])

    def test_property_access(self):
        c = config.Config()
        c.set("workers", "3")
        self.assertEqual(c.workers, 3)
        self.assertRaises(AttributeError, c.set, "foo", "bar")
        self.assertRaises(AttributeError, getattr, c, "foo")

    def test_pos_int_validation(self):
        c = config.Config()
        self.assertRaises(ValueError, c.set, "workers", "-21")
        self.assertRaises(ValueError, c.set, "workers", "fewer")

    def test_bind_address(self):
        c = config.Config()
        c.set("bind", ["0.0.0.0:80", "[::1]:8443", "unix:/tmp/gunicorn.sock"])
        self.assertEqual(c.address, [("0.0.0.0", 80), ("::1", 8443), "/tmp/gunicorn.sock"])

    def test_bind_without_port(self):
        c = config.Config()
        c.set("bind", "Example.com")
        self.assertEqual(c.address, [("example.com", 8000)])

    def test_bind_ipv6_and_tcp_scheme(self):
        c = config.Config()
        c.set("bind", ["[::1]", "tcp://localhost:5000", "tcp://LocalHost"])
        self.assertEqual(c.address, [("::1", 8000), ("localhost", 5000), ("localhost", 8000)])


if __name__ == '__main__':
    unittest.main()
