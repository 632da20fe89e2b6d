import unittest

from omegaconf import ConfigAttributeError, InterpolationResolutionError, OmegaConf


def make_cfg():
    return OmegaConf.create(
        {
            "server": {
                "host": "localhost",
                "port": 8080,
                "url": "http://${server.host}:${server.port}/",
                "name": "${server.host}",
            },
            "client": {"port": "${server.port}", "greeting": "hi ${user}"},
            "user": "alice",
        }
    )


class TestInterpolation(unittest.TestCase):
    def test_attribute_access(self) -> None:
        cfg = make_cfg()
        self.assertEqual(cfg.server.host, "localhost")
        self.assertEqual(cfg["server"]["port"], 8080)

    def test_full_interpolation_keeps_type(self) -> None:
        cfg = make_cfg()
        self.assertEqual(cfg.client.port, 8080)
        self.assertIsInstance(cfg.client.port, int)

    def test_string_interpolation_of_strings(self) -> None:
        cfg = make_cfg()
        self.assertEqual(cfg.client.greeting, "hi alice")

    def test_string_interpolation_mixed_types(self) -> None:
        cfg = make_cfg()
        self.assertEqual(cfg.server.url, "http://localhost:8080/")

    def test_to_container_resolve(self) -> None:
        cfg = make_cfg()
        container = OmegaConf.to_container(cfg, resolve=True)
        self.assertEqual(container["server"]["url"], "http://localhost:8080/")
        self.assertEqual(container["server"]["name"], "localhost")

    def test_missing_interpolation_key(self) -> None:
        cfg = OmegaConf.create({"a": "${nope}"})
        with self.assertRaises(InterpolationResolutionError):
            cfg.a

    def test_missing_attribute(self) -> None:
        cfg = make_cfg()
        with self.assertRaises(ConfigAttributeError):
            cfg.server.nope

    def test_select_and_merge(self) -> None:
        cfg = OmegaConf.merge(make_cfg(), {"server": {"port": 9090}})
        self.assertEqual(OmegaConf.select(cfg, "server.port"), 9090)
        self.assertEqual(OmegaConf.select(cfg, "server.host"), "localhost")
        self.assertEqual(OmegaConf.select(cfg, "server.missing", default=3), 3)
        self.assertEqual(cfg.client.port, 9090)


if __name__ == "__main__":
    unittest.main()
