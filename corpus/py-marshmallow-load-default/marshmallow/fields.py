"""Field classes for various types of data."""
from .exceptions import ValidationError, missing


class Field:
    """Base field from which other fields inherit.

    :param load_default: Default deserialization value for the field if the field is not
        found in the input data. May be a value or a callable.
    :param dump_default: If set, this value will be used during serialization if the
        input value is missing. May be a value or a callable.
    """

    default_error_messages = {
        "required": "Missing data for required field.",
        "null": "Field may not be null.",
    }

    def __init__(self, *, load_default=missing, dump_default=missing, data_key=None,
                 required=False, allow_none=None):
        self.load_default = load_default
        self.dump_default = dump_default
        self.data_key = data_key
        self.required = required
        self.allow_none = load_default is None if allow_none is None else allow_none
        self.error_messages = dict(self.default_error_messages)

    def make_error(self, key):
        return ValidationError(self.error_messages[key])

    def serialize(self, attr, obj):
        value = obj.get(attr, missing) if isinstance(obj, dict) else getattr(obj, attr, missing)
        if value is missing:
            default = self.dump_default
            value = default() if callable(default) else default
        if value is missing:
            return value
        return self._serialize(value, attr, obj)

    def deserialize(self, value, attr=None, data=None):
        """Deserialize ``value``, applying ``load_default`` when it is missing."""
        self._validate_missing(value)
        if value is missing:
            _miss = self.dump_default
            return _miss() if callable(_miss) else _miss
        if self.allow_none and value is None:
            return None
        return self._deserialize(value, attr, data)

    def _validate_missing(self, value):
        if value is missing and self.required:
            raise self.make_error("required")
        if value is None and not self.allow_none:
            raise self.make_error("null")

    def _serialize(self, value, attr, obj):
        return value

    def _deserialize(self, value, attr, data):
        return value


class String(Field):
    default_error_messages = {**Field.default_error_messages, "invalid": "Not a valid string."}

    def _deserialize(self, value, attr, data):
        if not isinstance(value, str):
            raise self.make_error("invalid")
        return value


class Integer(Field):
    default_error_messages = {**Field.default_error_messages, "invalid": "Not a valid integer."}

    def _deserialize(self, value, attr, data):
        try:
            return int(value)
        except (TypeError, ValueError) as error:
            raise self.make_error("invalid") from error
