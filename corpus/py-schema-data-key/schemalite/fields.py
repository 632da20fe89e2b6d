"""Field types: each converts one value from input data and back."""

MISSING = object()


class ValidationError(Exception):
    def __init__(self, messages):
        super().__init__(messages)
        self.messages = messages if isinstance(messages, (list, dict)) else [messages]


class Field:
    def __init__(self, *, data_key=None, attribute=None, required=False, load_default=MISSING):
        self.data_key = data_key
        self.attribute = attribute
        self.required = required
        self.load_default = load_default
        self.name = None

    def bind(self, name):
        """Called by the schema: fills in the keys that were not given explicitly."""
        self.name = name
        self.data_key = self.data_key or name
        self.attribute = self.attribute or name

    def deserialize(self, value):
        if value is None:
            raise ValidationError("Field may not be null.")
        return self._deserialize(value)

    def serialize(self, value):
        return value

    def _deserialize(self, value):
        return value


class String(Field):
    def _deserialize(self, value):
        if not isinstance(value, str):
            raise ValidationError("Not a valid string.")
        return value


class Integer(Field):
    def _deserialize(self, value):
        if isinstance(value, bool):
            raise ValidationError("Not a valid integer.")
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ValidationError("Not a valid integer.") from None


class Email(String):
    def _deserialize(self, value):
        value = super()._deserialize(value)
        local, _, domain = value.partition("@")
        if not local or "." not in domain:
            raise ValidationError("Not a valid email address.")
        return value
