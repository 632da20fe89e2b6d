"""
This library is provided to allow standard python logging
to output log data as JSON formatted strings
"""
import json
import logging
import re

from .utils import RESERVED_ATTRS, merge_record_extra


class JsonFormatter(logging.Formatter):
    """
    A custom formatter to format logging records as json strings.
    Extra values will be formatted as str() if not supported by
    json default encoder
    """

    def __init__(self, *args, json_default=str, rename_fields=None, static_fields=None,
                 reserved_attrs=RESERVED_ATTRS, **kwargs):
        self.json_default = json_default
        self.rename_fields = rename_fields or {}
        self.static_fields = static_fields or {}
        logging.Formatter.__init__(self, *args, **kwargs)
        self._required_fields = self.parse()
        self._skip_fields = set(self._required_fields)
        self._skip_fields.update(reserved_attrs)

    def parse(self):
        """Parses format string looking for substitutions (``%(name)s`` style only)."""
        if not self._fmt:
            return []
        return re.findall(r"%\((.+?)\)", self._fmt)

    def add_fields(self, log_record, record, message_dict):
        """Override this method to implement custom logic for adding fields."""
        for field in self._required_fields:
            log_record[self.rename_fields.get(field, field)] = record.__dict__.get(field)
        log_record.update(self.static_fields)
        log_record.update(message_dict)
        merge_record_extra(record, log_record, reserved=self._skip_fields, rename_fields=self.rename_fields)

    def format(self, record):
        """Formats a log record and serializes to json"""
        message_dict = {}
        if isinstance(record.msg, dict):
            message_dict = record.msg
            record.message = ""
        else:
            record.message = record.getMessage()
        if "asctime" in self._required_fields:
            record.asctime = self.formatTime(record, self.datefmt)
        if record.exc_info and not message_dict.get("exc_info"):
            message_dict["exc_info"] = self.formatException(record.exc_info)

        log_record = {}
        self.add_fields(log_record, record, message_dict)
        return json.dumps(log_record, default=self.json_default, ensure_ascii=True)
