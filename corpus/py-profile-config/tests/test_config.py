import unittest

from cloudcfg.config import ClientConfig

CONFIG = """
[default]
region = eu-west-1
max_attempts = 5

[profile ci]
max_attempts = five
connect_timeout = 10s
use_ssl = off
endpoints = https://a.example, https://b.example,
"""


class ClientConfigTest(unittest.TestCase):
    def test_default_profile(self):
        cfg = ClientConfig(CONFIG)
        self.assertEqual(cfg.region, "eu-west-1")
        self.assertEqual(cfg.max_attempts, 5)
        self.assertEqual(cfg.connect_timeout, 60)
        self.assertTrue(cfg.use_ssl)
        self.assertEqual(cfg.endpoints, [])

    def test_named_profile(self):
        cfg = ClientConfig(CONFIG, profile="ci")
        self.assertEqual(cfg.region, "us-east-1")
        self.assertFalse(cfg.use_ssl)
        self.assertEqual(cfg.endpoints, ["https://a.example", "https://b.example"])

    def test_malformed_numbers_fall_back_to_defaults(self):
        cfg = ClientConfig(CONFIG, profile="ci")
        self.assertEqual(cfg.max_attempts, 3)
        self.assertEqual(cfg.connect_timeout, 60)

    def test_environment_overrides_file(self):
        cfg = ClientConfig(CONFIG, environ={"CLOUD_MAX_ATTEMPTS": " 8 ", "CLOUD_REGION": "ap-south-1"})
        self.assertEqual(cfg.max_attempts, 8)
        self.assertEqual(cfg.region, "ap-south-1")

    def test_empty_environment_value_is_ignored(self):
        cfg = ClientConfig(CONFIG, environ={"CLOUD_MAX_ATTEMPTS": ""})
        self.assertEqual(cfg.max_attempts, 3)


if __name__ == "__main__":
    unittest.main()
