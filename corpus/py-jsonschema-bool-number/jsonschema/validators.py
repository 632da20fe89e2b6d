"""Creation and extension of validators, with implementations for existing drafts."""

from jsonschema._types import draft7_type_checker


class ValidationError(Exception):
    """An instance was invalid under a provided schema."""

    def __init__(self, message, validator=None, path=()):
        super().__init__(message)
        self.message = message
        self.validator = validator
        self.path = tuple(path)


def _type(validator, types, instance, schema):
    types = [types] if isinstance(types, str) else types
    if not any(validator.is_type(instance, type) for type in types):
        yield ValidationError("%r is not of type %s" % (instance, ", ".join(repr(t) for t in types)))


def _minimum(validator, minimum, instance, schema):
    if not validator.is_type(instance, "number"):
        return
    if instance < minimum:
        yield ValidationError("%r is less than the minimum of %r" % (instance, minimum))


def _required(validator, required, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    for property in required:
        if property not in instance:
            yield ValidationError("%r is a required property" % property)


def _properties(validator, properties, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    for property, subschema in properties.items():
        if property in instance:
            for error in validator.descend(instance[property], subschema, path=property):
                yield error


class Draft7Validator:
    VALIDATORS = {"type": _type, "minimum": _minimum, "required": _required, "properties": _properties}
    TYPE_CHECKER = draft7_type_checker

    def __init__(self, schema):
        self.schema = schema

    def is_type(self, instance, type):
        return self.TYPE_CHECKER.is_type(instance, type)

    def iter_errors(self, instance, _schema=None):
        _schema = self.schema if _schema is None else _schema
        for k, v in _schema.items():
            validator = self.VALIDATORS.get(k)
            if validator is None:
                continue
            for error in validator(self, v, instance, _schema) or ():
                if error.validator is None:
                    error.validator = k
                yield error

    def descend(self, instance, schema, path=None):
        for error in self.iter_errors(instance, schema):
            if path is not None:
                error.path = (path,) + error.path
            yield error

    def is_valid(self, instance, _schema=None):
        error = next(self.iter_errors(instance, _schema), None)
        return error is None


def validate(instance, schema):
    for error in Draft7Validator(schema).iter_errors(instance):
        raise error
