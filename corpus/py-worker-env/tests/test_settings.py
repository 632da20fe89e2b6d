import unittest

from appconf.env import ConfigError
from appconf.settings import load_settings


class LoadSettingsTest(unittest.TestCase):
    def test_defaults(self):
        settings = load_settings({})
        self.assertEqual((settings.bind, settings.port, settings.workers), ("127.0.0.1", 8000, 2))
        self.assertFalse(settings.debug)
        self.assertEqual(settings.allowed_hosts, ["localhost"])

    def test_values_from_environment(self):
        settings = load_settings({
            "WORKER_PORT": " 9000 ",
            "WORKER_CONCURRENCY": "8",
            "WORKER_DEBUG": "yes",
            "WORKER_ALLOWED_HOSTS": "example.com, api.example.com,",
        })
        self.assertEqual((settings.port, settings.workers, settings.debug), (9000, 8, True))
        self.assertEqual(settings.allowed_hosts, ["example.com", "api.example.com"])

    def test_port_out_of_range(self):
        with self.assertRaises(ConfigError):
            load_settings({"WORKER_PORT": "70000"})

    def test_bad_boolean(self):
        with self.assertRaisesRegex(ConfigError, "WORKER_DEBUG"):
            load_settings({"WORKER_DEBUG": "maybe"})

    def test_kubernetes_service_variable_is_a_config_error(self):
        # Kubernetes injects WORKER_PORT=tcp://... for a service named "worker".
        with self.assertRaisesRegex(ConfigError, "WORKER_PORT must be an integer"):
            load_settings({"WORKER_PORT": "tcp://10.0.0.5:8000"})


if __name__ == "__main__":
    unittest.main()
