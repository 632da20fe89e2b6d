"""Schemas: a set of named fields loaded from and dumped to plain dicts."""

from .fields import MISSING, Field, ValidationError


class SchemaMeta(type):
    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        declared = {}
        for base in reversed(cls.__mro__):
            for key, value in vars(base).items():
                if isinstance(value, Field):
                    declared[key] = value
        for key, field in declared.items():
            field.bind(key)
        cls._declared_fields = declared
        return cls


class Schema(metaclass=SchemaMeta):
    def load(self, data):
        """Validate and convert input data; raises ValidationError keyed like the input."""
        result, errors = {}, {}
        for name, field in self._declared_fields.items():
            key = field.data_key
            if key not in data:
                if field.required:
                    errors[key] = ["Missing data for required field."]
                elif field.load_default is not MISSING:
                    result[field.attribute] = field.load_default
                continue
            try:
                result[field.attribute] = field.deserialize(data[key])
            except ValidationError as exc:
                errors[name] = exc.messages
        if errors:
            raise ValidationError(errors)
        return result

    def dump(self, obj):
        out = {}
        for field in self._declared_fields.values():
            if isinstance(obj, dict):
                value = obj.get(field.attribute, MISSING)
            else:
                value = getattr(obj, field.attribute, MISSING)
            if value is not MISSING:
                out[field.data_key] = field.serialize(value)
        return out
