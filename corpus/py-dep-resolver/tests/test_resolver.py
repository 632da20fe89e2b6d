import unittest

from pkgresolve import PackageIndex, Resolver, ResolutionError


def make_index():
    idx = PackageIndex()
    idx.publish("web", ["http", "templates"], optional={"async": ["loop"], "tls": ["crypto"]})
    idx.publish("http", ["urls"])
    idx.publish("templates", ["escape"])
    idx.publish("urls")
    idx.publish("escape")
    idx.publish("loop")
    idx.publish("crypto", ["bignum"])
    idx.publish("bignum")
    return idx


class ResolverTest(unittest.TestCase):
    def test_dependencies_first(self):
        order = Resolver(make_index()).install_order(["web"])
        self.assertEqual(order, ["urls", "http", "escape", "templates", "web"])

    def test_extras_pull_optional_dependencies(self):
        order = Resolver(make_index()).install_order(["web[tls]"])
        self.assertEqual(order[-3:], ["bignum", "crypto", "web"])

    def test_extras_do_not_leak_into_later_resolutions(self):
        idx = make_index()
        Resolver(idx).install_order(["web[async]"])
        order = Resolver(idx).install_order(["web"])
        self.assertNotIn("loop", order)

    def test_unknown_package(self):
        idx = make_index()
        idx.publish("app", ["web", "orm"])
        with self.assertRaises(ResolutionError) as cm:
            Resolver(idx).install_order(["app"])
        self.assertIn("app", str(cm.exception))

    def test_cycle(self):
        idx = PackageIndex()
        idx.publish("a", ["b"])
        idx.publish("b", ["a"])
        with self.assertRaisesRegex(ResolutionError, "cycle: a -> b -> a"):
            Resolver(idx).install_order(["a"])

    def test_shared_dependency_once(self):
        idx = make_index()
        order = Resolver(idx).install_order(["http", "web"])
        self.assertEqual(order.count("urls"), 1)


if __name__ == "__main__":
    unittest.main()
