import unittest

from workerconf.config import ConfigError, load_worker_config
from workerconf.durations import format_duration


class LoadWorkerConfigTest(unittest.TestCase):
    def test_defaults(self):
        self.assertEqual(load_worker_config({}).task_timeout, 300.0)

    def test_durations(self):
        config = load_worker_config({"task_timeout": "1h30m", "heartbeat": "45", "result_ttl": "2d"})
        self.assertEqual(config.task_timeout, 5400.0)
        self.assertEqual(config.heartbeat, 45.0)
        self.assertEqual(config.result_ttl, 172800.0)

    def test_milliseconds(self):
        self.assertAlmostEqual(load_worker_config({"heartbeat": "250ms"}).heartbeat, 0.25)

    def test_garbage_duration(self):
        with self.assertRaisesRegex(ConfigError, "task_timeout"):
            load_worker_config({"task_timeout": "soon"})

    def test_unknown_unit(self):
        with self.assertRaisesRegex(ConfigError, "unknown unit 'w'"):
            load_worker_config({"result_ttl": "2w"})

    def test_format(self):
        self.assertEqual(format_duration(5400), "1h30m")
        self.assertEqual(format_duration(0), "0s")


if __name__ == "__main__":
    unittest.main()
