import unittest

from pluggy import HookimplMarker, HookspecMarker, PluginManager

hookspec = HookspecMarker("example")
hookimpl = HookimplMarker("example")


class Spec:
    @hookspec
    def myhook(self, arg):
        pass

    @hookspec(firstresult=True)
    def first(self, arg):
        pass


def plugin(value, **opts):
    class Plugin:
        @hookimpl(**opts)
        def myhook(self, arg):
            return value if arg is None else (value, arg)

        @hookimpl(**opts)
        def first(self, arg):
            return value

    return Plugin()


class TestHookCaller(unittest.TestCase):
    def setUp(self):
        self.pm = PluginManager("example")
        self.pm.add_hookspecs(Spec)

    def test_call_order_is_lifo(self):
        for value in (1, 2, 3):
            self.pm.register(plugin(value))
        self.assertEqual(self.pm.hook.myhook(arg=None), [3, 2, 1])

    def test_tryfirst(self):
        self.pm.register(plugin("first", tryfirst=True))
        self.pm.register(plugin(1))
        self.pm.register(plugin(2))
        self.assertEqual(self.pm.hook.myhook(arg=None), ["first", 2, 1])

    def test_trylast(self):
        self.pm.register(plugin(1))
        self.pm.register(plugin("last", trylast=True))
        self.pm.register(plugin(2))
        self.assertEqual(self.pm.hook.myhook(arg=None), [2, 1, "last"])

    def test_firstresult(self):
        self.pm.register(plugin("fallback", trylast=True))
        self.pm.register(plugin("a"))
        self.pm.register(plugin("b"))
        self.assertEqual(self.pm.hook.first(arg=0), "b")

    def test_arguments(self):
        self.pm.register(plugin(1))
        self.assertEqual(self.pm.hook.myhook(arg="x"), [(1, "x")])
        with self.assertRaises(TypeError):
            self.pm.hook.myhook()

    def test_register_twice(self):
        self.pm.register(plugin(1), name="one")
        with self.assertRaises(ValueError):
            self.pm.register(plugin(2), name="one")


if __name__ == "__main__":
    unittest.main()
