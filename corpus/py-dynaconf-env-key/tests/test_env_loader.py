import unittest

from dynaconf import Dynaconf


class TestEnvLoader(unittest.TestCase):
    def test_defaults(self):
        settings = Dynaconf(environ={}, debug=False, name="app")
        self.assertEqual(settings.NAME, "app")
        self.assertIs(settings.debug, False)

    def test_prefixed_env_overrides_defaults(self):
        environ = {"DYNACONF_PORT": "8080", "DYNACONF_DEBUG": "true", "OTHER_PORT": "1"}
        settings = Dynaconf(environ=environ, port=80)
        self.assertEqual(settings.PORT, 8080)
        self.assertIs(settings.DEBUG, True)

    def test_converters(self):
        environ = {"MYAPP_WORKERS": "@int 4", "MYAPP_HOSTS": '@json ["a", "b"]', "MYAPP_TAG": "@str 123"}
        settings = Dynaconf(envvar_prefix="MYAPP", environ=environ)
        self.assertEqual(settings.WORKERS, 4)
        self.assertEqual(settings.HOSTS, ["a", "b"])
        self.assertEqual(settings.TAG, "123")

    def test_get_fresh_sees_new_value(self):
        environ = {"DYNACONF_TIMEOUT": "10"}
        settings = Dynaconf(environ=environ)
        environ["DYNACONF_TIMEOUT"] = "30"
        self.assertEqual(settings.TIMEOUT, 10)
        self.assertEqual(settings.get_fresh("timeout"), 30)

    def test_get_fresh_with_custom_prefix(self):
        environ = {}
        settings = Dynaconf(envvar_prefix="SVC", environ=environ, mode="dev")
        environ["SVC_MODE"] = "prod"
        self.assertEqual(settings.get("mode", fresh=True), "prod")

    def test_get_default(self):
        settings = Dynaconf(environ={})
        self.assertEqual(settings.get("missing", "fallback"), "fallback")


if __name__ == "__main__":
    unittest.main()
