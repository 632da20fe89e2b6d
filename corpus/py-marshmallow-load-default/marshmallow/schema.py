"""The `Schema <marshmallow.Schema>` class, including its metaclass and options."""
from .exceptions import ValidationError, missing
from .fields import Field


class Schema:
    """Base schema class with which to define schemas."""

    def __init__(self):
        self.fields = {}
        for klass in reversed(type(self).__mro__):
            for name, value in vars(klass).items():
                if isinstance(value, Field):
                    self.fields[name] = value

    def dump(self, obj):
        """Serialize an object to native Python data types."""
        result = {}
        for attr_name, field_obj in self.fields.items():
            value = field_obj.serialize(attr_name, obj)
            if value is missing:
                continue
            key = field_obj.data_key if field_obj.data_key is not None else attr_name
            result[key] = value
        return result

    def load(self, data):
        """Deserialize a data structure to a dict of field values."""
        result, errors = {}, {}
        for attr_name, field_obj in self.fields.items():
            field_name = field_obj.data_key if field_obj.data_key is not None else attr_name
            raw_value = data.get(field_name, missing)
            try:
                value = field_obj.deserialize(raw_value, field_name, data)
            except ValidationError as error:
                errors[field_name] = [error.messages]
                continue
            if value is not missing:
                result[attr_name] = value
        if errors:
            raise ValidationError(errors)
        return result
