import os
import unittest
from unittest import mock

import flask


class ConfigTestCase(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.dict(os.environ, clear=True)
        patcher.start()
        self.addCleanup(patcher.stop)

    def test_from_prefixed_env(self):
        os.environ["FLASK_STRING"] = "value"
        os.environ["FLASK_BOOL"] = "true"
        os.environ["FLASK_INT"] = "1"
        os.environ["FLASK_FLOAT"] = "1.2"
        os.environ["FLASK_LIST"] = "[1, 2]"
        os.environ["FLASK_DICT"] = '{"k": "v"}'
        os.environ["NOT_FLASK_OTHER"] = "other"

        config = flask.Config(os.path.dirname(__file__))
        config.from_prefixed_env()

        self.assertEqual(config["STRING"], "value")
        self.assertIs(config["BOOL"], True)
        self.assertEqual(config["INT"], 1)
        self.assertEqual(config["FLOAT"], 1.2)
        self.assertEqual(config["LIST"], [1, 2])
        self.assertEqual(config["DICT"], {"k": "v"})
        self.assertNotIn("OTHER", config)

    def test_from_prefixed_env_custom_prefix(self):
        os.environ["FLASK_A"] = "a"
        os.environ["NOT_FLASK_A"] = "b"

        config = flask.Config(os.path.dirname(__file__))
        config.from_prefixed_env("NOT_FLASK")

        self.assertEqual(config["A"], "b")

    def test_from_prefixed_env_nested(self):
        os.environ["FLASK_EXIST__ok"] = "other"
        os.environ["FLASK_EXIST__inner__ik"] = "2"
        os.environ["FLASK_EXIST__new__more"] = '{"k": false}'
        os.environ["FLASK_NEW__K"] = "v"

        config = flask.Config(os.path.dirname(__file__))
        config["EXIST"] = {"ok": "value", "flag": True, "inner": {"ik": 1}}
        config.from_prefixed_env()

        self.assertEqual(
            config["EXIST"],
            {"ok": "other", "flag": True, "inner": {"ik": 2}, "new": {"more": {"k": False}}},
        )
        self.assertEqual(config["NEW"], {"K": "v"})

    def test_get_namespace(self):
        config = flask.Config(os.path.dirname(__file__))
        config["FOO_OPTION_1"] = "foo option 1"
        config["FOO_OPTION_2"] = "foo option 2"
        config["BAR_STUFF_1"] = "bar stuff 1"
        foo_options = config.get_namespace("FOO_")
        self.assertEqual(foo_options, {"option_1": "foo option 1", "option_2": "foo option 2"})
        bar_options = config.get_namespace("BAR_", lowercase=False, trim_namespace=False)
        self.assertEqual(bar_options, {"BAR_STUFF_1": "bar stuff 1"})


if __name__ == "__main__":
    unittest.main()
