import unittest

import toml


class TestLoads(unittest.TestCase):

    def test_simple_key_values(self):
        d = toml.loads('title = "TOML Example"\nport = 8000\npi = 3.14\nenabled = true\n')
        self.assertEqual(d, {"title": "TOML Example", "port": 8000, "pi": 3.14, "enabled": True})

    def test_comments_are_ignored(self):
        d = toml.loads('# a comment\nname = "a # not a comment" # trailing\n')
        self.assertEqual(d, {"name": "a # not a comment"})

    def test_tables_and_subtables(self):
        d = toml.loads('[servers]\n\n[servers.alpha]\nip = "10.0.0.1"\n\n[servers.beta]\nip = "10.0.0.2"\n')
        self.assertEqual(d, {"servers": {"alpha": {"ip": "10.0.0.1"}, "beta": {"ip": "10.0.0.2"}}})

    def test_array_of_tables(self):
        d = toml.loads('[[fruit]]\nname = "apple"\n\n[[fruit]]\nname = "banana"\n')
        self.assertEqual(d, {"fruit": [{"name": "apple"}, {"name": "banana"}]})

    def test_flat_array(self):
        d = toml.loads('ports = [ 8001, 8001, 8002 ]\n')
        self.assertEqual(d["ports"], [8001, 8001, 8002])

    def test_nested_array(self):
        d = toml.loads('data = [ [1, 2], [3, 4, 5] ]\n')
        self.assertEqual(d["data"], [[1, 2], [3, 4, 5]])

    def test_nested_array_of_strings(self):
        d = toml.loads('hosts = [ ["alpha", "omega"], ["beta"] ]\n')
        self.assertEqual(d["hosts"], [["alpha", "omega"], ["beta"]])

    def test_inline_table(self):
        d = toml.loads('point = { x = 1, y = 2 }\n')
        self.assertEqual(d, {"point": {"x": 1, "y": 2}})

    def test_underscores_in_numbers(self):
        d = toml.loads('big = 1_000_000\nneg = -17\n')
        self.assertEqual(d, {"big": 1000000, "neg": -17})

    def test_duplicate_key_is_an_error(self):
        with self.assertRaises(toml.TomlDecodeError):
            toml.loads('a = 1\na = 2\n')


if __name__ == "__main__":
    unittest.main()
