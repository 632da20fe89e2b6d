import unittest

from service.settings import SettingsError, load


class SettingsTest(unittest.TestCase):
    def test_defaults(self):
        s = load({})
        self.assertEqual(s.bind, "127.0.0.1:8000")
        self.assertEqual(s.workers, 2)
        self.assertFalse(s.debug)

    def test_port_from_environment(self):
        s = load({"PORT": "8080", "HOST": "0.0.0.0"})
        self.assertEqual(s.port, 8080)
        self.assertEqual(s.bind, "0.0.0.0:8080")

    def test_port_out_of_range(self):
        with self.assertRaises(SettingsError):
            load({"PORT": "70000"})

    def test_workers_and_debug(self):
        s = load({"WORKERS": "8", "DEBUG": " Yes "})
        self.assertEqual(s.workers, 8)
        self.assertTrue(s.debug)

    def test_zero_workers_refused(self):
        with self.assertRaises(SettingsError):
            load({"WORKERS": "0"})


if __name__ == "__main__":
    unittest.main()
