"""BaseModel: collects annotated fields and validates keyword arguments."""

from .fields import REQUIRED, ModelField, ValidationError


class BaseModel:
    __fields__ = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        fields = dict(getattr(cls, "__fields__", {}))
        for name, annotation in cls.__dict__.get("__annotations__", {}).items():
            fields[name] = ModelField(name, annotation, cls.__dict__.get(name, REQUIRED))
        cls.__fields__ = fields

    def __init__(self, **data):
        errors = []
        for name, field in self.__fields__.items():
            if name not in data:
                if field.required:
                    errors.append((name, "field required"))
                else:
                    setattr(self, name, field.default)
                continue
            value, error = field.validate(data[name])
            if error is not None:
                errors.append((name, error))
            else:
                setattr(self, name, value)
        if errors:
            raise ValidationError(errors, type(self).__name__)

    def dict(self):
        return {name: getattr(self, name) for name in self.__fields__}
