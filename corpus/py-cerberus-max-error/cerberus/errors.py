"""This module contains the error-related constants and classes."""

from collections import namedtuple

ErrorDefinition = namedtuple("ErrorDefinition", "code, rule")

# existence
REQUIRED_FIELD = ErrorDefinition(0x02, "required")
UNKNOWN_FIELD = ErrorDefinition(0x03, None)

# shape
BAD_TYPE = ErrorDefinition(0x24, "type")
MIN_LENGTH = ErrorDefinition(0x27, "minlength")
MAX_LENGTH = ErrorDefinition(0x28, "maxlength")

# color
UNALLOWED_VALUE = ErrorDefinition(0x44, "allowed")
MIN_VALUE = ErrorDefinition(0x42, "min")
MAX_VALUE = ErrorDefinition(0x43, "max")


class BasicErrorHandler:
    """Models cerberus' legacy. Returns a dictionary of field names to lists of messages."""

    messages = {
        0x02: "required field",
        0x03: "unknown field",
        0x24: "must be of {constraint} type",
        0x27: "min length is {constraint}",
        0x28: "max length is {constraint}",
        0x42: "min value is {constraint}",
        0x43: "max value is {constraint}",
        0x44: "unallowed value {value}",
    }

    def __call__(self, errors):
        tree = {}
        for field, definition, constraint, value in errors:
            message = self.messages[definition.code].format(constraint=constraint, value=value)
            tree.setdefault(field, []).append(message)
        return tree
