import io
import os
import tempfile
import unittest
from unittest import mock

import dotenv


class TestMain(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.dict(os.environ, {}, clear=True)
        patcher.start()
        self.addCleanup(patcher.stop)

    def test_dotenv_values_stream(self):
        stream = io.StringIO("a=b\nexport c='d e'\nf=\"x\\ny\"\n# comment\ng=h # note\nempty\n")
        self.assertEqual(dotenv.dotenv_values(stream=stream),
                         {"a": "b", "c": "d e", "f": "x\ny", "g": "h", "empty": None})

    def test_load_dotenv_sets_environment(self):
        result = dotenv.load_dotenv(stream=io.StringIO("a=b\nempty\n"))
        self.assertIs(result, True)
        self.assertEqual(os.environ, {"a": "b"})

    def test_load_dotenv_existing_variable_no_override(self):
        os.environ["a"] = "c"
        self.assertIs(dotenv.load_dotenv(stream=io.StringIO("a=b")), True)
        self.assertEqual(os.environ["a"], "c")

    def test_load_dotenv_existing_variable_override(self):
        os.environ["a"] = "c"
        dotenv.load_dotenv(stream=io.StringIO("a=b"), override=True)
        self.assertEqual(os.environ["a"], "b")

    def test_load_dotenv_nothing_to_load(self):
        self.assertIs(dotenv.load_dotenv(stream=io.StringIO("# only a comment\n")), False)
        self.assertIs(dotenv.load_dotenv("/nonexistent/.env"), False)
        self.assertEqual(os.environ, {})

    def test_get_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, ".env")
            with open(path, "w") as f:
                f.write("a=b\n")
            self.assertEqual(dotenv.get_key(path, "a"), "b")
            with self.assertLogs("dotenv.main", level="WARNING"):
                self.assertIsNone(dotenv.get_key(path, "missing"))


if __name__ == "__main__":
    unittest.main()
