import os
import shutil
import tempfile
import unittest
from unittest import mock

from decouple import Config, Csv, RepositoryEnv, UndefinedValueError

ENVFILE = """
# Comment, ignored
KeyTrue=True
KeyOff=off
PercentNotEscaped=%%
KeyInt=42
SECRET_KEY='django-insecure-x=y'
DB_PASSWORD="p@ss word"
Hosts=localhost, example.com ,  api.example.com
  RespectSingleQuoteSpace = ' text'
KeyOverrideByEnv=NotThis
"""


class EnvTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        path = os.path.join(self.tmp, ".env")
        with open(path, "w") as f:
            f.write(ENVFILE)
        self.config = Config(RepositoryEnv(path))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_env_bool(self):
        self.assertTrue(self.config("KeyTrue", cast=bool))
        self.assertFalse(self.config("KeyOff", cast=bool))

    def test_env_plain_values(self):
        self.assertEqual(self.config("PercentNotEscaped"), "%%")
        self.assertEqual(self.config("KeyInt", cast=int), 42)

    def test_env_quoted_values(self):
        self.assertEqual(self.config("SECRET_KEY"), "django-insecure-x=y")
        self.assertEqual(self.config("DB_PASSWORD"), "p@ss word")

    def test_env_single_quote_keeps_space(self):
        self.assertEqual(self.config("RespectSingleQuoteSpace"), " text")

    def test_env_csv(self):
        self.assertEqual(self.config("Hosts", cast=Csv()), ["localhost", "example.com", "api.example.com"])

    def test_env_os_environ_wins(self):
        with mock.patch.dict(os.environ, {"KeyOverrideByEnv": "This"}):
            self.assertEqual(self.config("KeyOverrideByEnv"), "This")

    def test_env_undefined(self):
        with self.assertRaises(UndefinedValueError):
            self.config("UndefinedKey")
        self.assertEqual(self.config("UndefinedKey", default=None), None)


if __name__ == "__main__":
    unittest.main()
