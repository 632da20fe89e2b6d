import unittest

from playvars.inventory import Group, Host
from playvars.merge import combine


def sample_host(**host_vars):
    everyone = Group("all", {"ntp_server": "pool.ntp.org", "nginx": {"port": 80, "workers": 2}})
    web = Group("web", {"nginx": {"workers": 8}, "deploy_user": "www"}, parent=everyone)
    return Host("web01", [web], host_vars)


class EffectiveVarsTest(unittest.TestCase):
    def test_disjoint_layers(self):
        host = Host("db01", [Group("all", {"ntp_server": "pool.ntp.org"})], {"pg_version": 16})
        self.assertEqual(host.effective_vars(), {
            "ntp_server": "pool.ntp.org", "pg_version": 16, "inventory_hostname": "db01"})

    def test_specific_group_overrides_parent(self):
        host = sample_host()
        self.assertEqual(host.effective_vars()["nginx"], {"port": 80, "workers": 8})

    def test_host_vars_win(self):
        host = sample_host(deploy_user="deploy", nginx={"port": 8080})
        merged = host.effective_vars()
        self.assertEqual(merged["deploy_user"], "deploy")
        self.assertEqual(merged["nginx"], {"port": 8080, "workers": 8})

    def test_replace_behaviour(self):
        host = sample_host(nginx={"port": 8080})
        self.assertEqual(host.effective_vars(hash_behaviour="replace")["nginx"], {"port": 8080})


class CombineFilterTest(unittest.TestCase):
    def test_shallow_combine(self):
        self.assertEqual(combine({"a": 1, "b": {"x": 1}}, {"b": {"y": 2}}), {"a": 1, "b": {"y": 2}})

    def test_rejects_non_dicts(self):
        with self.assertRaises(TypeError):
            combine({"a": 1}, ["b"])


if __name__ == "__main__":
    unittest.main()
