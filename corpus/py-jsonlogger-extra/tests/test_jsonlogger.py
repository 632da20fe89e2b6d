import io
import json
import logging
import unittest

from pythonjsonlogger.jsonlogger import JsonFormatter


class TestJsonLogger(unittest.TestCase):
    def setUp(self):
        self.log = logging.getLogger("logging-test-%d" % id(self))
        self.log.setLevel(logging.DEBUG)
        self.log.propagate = False
        self.buffer = io.StringIO()
        self.log_handler = logging.StreamHandler(self.buffer)
        self.log.addHandler(self.log_handler)

    def tearDown(self):
        self.log.removeHandler(self.log_handler)

    def last_record(self):
        return json.loads(self.buffer.getvalue().splitlines()[-1])

    def test_default_format(self):
        self.log_handler.setFormatter(JsonFormatter())
        self.log.info("testing logging format")
        self.assertEqual(self.last_record(), {"message": "testing logging format"})

    def test_format_keys(self):
        self.log_handler.setFormatter(JsonFormatter("%(levelname)s %(message)s %(name)s"))
        self.log.info("testing logging format")
        record = self.last_record()
        self.assertEqual(record["message"], "testing logging format")
        self.assertEqual(record["levelname"], "INFO")

    def test_rename_base_field(self):
        self.log_handler.setFormatter(JsonFormatter("%(message)s", rename_fields={"message": "@message"}))
        self.log.info("testing logging format")
        self.assertEqual(self.last_record(), {"@message": "testing logging format"})

    def test_log_extra(self):
        self.log_handler.setFormatter(JsonFormatter("%(message)s"))
        self.log.info("hello", extra={"text": "testing logging", "num": 1, 5: "9", "nested": {"more": "data"}})
        record = self.last_record()
        self.assertEqual(record["text"], "testing logging")
        self.assertEqual(record["num"], 1)
        self.assertEqual(record["5"], "9")
        self.assertEqual(record["nested"], {"more": "data"})

    def test_private_extra_attributes_are_skipped(self):
        self.log_handler.setFormatter(JsonFormatter("%(message)s"))
        self.log.info("hello", extra={"_internal": "secret", "user": "bob"})
        self.assertEqual(self.last_record(), {"message": "hello", "user": "bob"})

    def test_dict_message_and_static_fields(self):
        self.log_handler.setFormatter(JsonFormatter(static_fields={"service": "api"}))
        self.log.info({"event": "login", "ok": True})
        self.assertEqual(self.last_record(), {"message": "", "service": "api", "event": "login", "ok": True})
