import unittest

from fabric import Config, Connection


class Connection_(unittest.TestCase):
    def setUp(self):
        self.config = Config(user="localuser", port=22)

    def _conn(self, *args, **kwargs):
        return Connection(*args, config=self.config, **kwargs)

    def test_host_only(self):
        cxn = self._conn("host")
        self.assertEqual((cxn.host, cxn.user, cxn.port), ("host", "localuser", 22))

    def test_user_and_port_shorthand(self):
        cxn = self._conn("admin@host:2222")
        self.assertEqual((cxn.host, cxn.user, cxn.port), ("host", "admin", 2222))

    def test_user_may_contain_at_sign(self):
        cxn = self._conn("ops@corp.example@bastion:2200")
        self.assertEqual(cxn.user, "ops@corp.example")
        self.assertEqual(cxn.host, "bastion")
        self.assertEqual(cxn.port, 2200)

    def test_ipv6_address_is_not_split(self):
        cxn = self._conn("root@2001:db8::1")
        self.assertEqual(cxn.host, "2001:db8::1")
        self.assertEqual(cxn.port, 22)

    def test_shorthand_and_kwarg_conflict(self):
        with self.assertRaises(ValueError):
            self._conn("admin@host", user="other")

    def test_repr(self):
        self.assertEqual(repr(self._conn("deploy@web1:2022")),
                         "<Connection host=web1 user=deploy port=2022>")


if __name__ == '__main__':
    unittest.main()
