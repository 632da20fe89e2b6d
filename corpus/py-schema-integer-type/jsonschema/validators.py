from jsonschema._types import draft7_type_checker
from jsonschema.exceptions import ValidationError


def _type(validator, types, instance, schema):
    types = [types] if isinstance(types, str) else types
    if not any(validator.is_type(instance, type) for type in types):
        yield ValidationError(f"{instance!r} is not of type {', '.join(map(repr, types))}")


def _minimum(validator, minimum, instance, schema):
    if validator.is_type(instance, "number") and instance < minimum:
        yield ValidationError(f"{instance!r} is less than the minimum of {minimum!r}")


def _required(validator, required, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    for property in required:
        if property not in instance:
            yield ValidationError(f"{property!r} is a required property")


def _properties(validator, properties, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    for property, subschema in properties.items():
        if property in instance:
            for error in validator.descend(instance[property], subschema):
                error.path.insert(0, property)
                yield error


def _items(validator, items, instance, schema):
    if not validator.is_type(instance, "array"):
        return
    for index, item in enumerate(instance):
        for error in validator.descend(item, items):
            error.path.insert(0, index)
            yield error


class Draft7Validator:
    VALIDATORS = {"type": _type, "minimum": _minimum, "required": _required,
                  "properties": _properties, "items": _items}
    TYPE_CHECKER = draft7_type_checker

    def __init__(self, schema):
        self.schema = schema

    def is_type(self, instance, type):
        return self.TYPE_CHECKER.is_type(instance, type)

    def descend(self, instance, schema):
        return Draft7Validator(schema).iter_errors(instance)

    def iter_errors(self, instance):
        for keyword, value in self.schema.items():
            fn = self.VALIDATORS.get(keyword)
            if fn is not None:
                for error in fn(self, value, instance, self.schema):
                    error.validator = error.validator or keyword
                    error.instance = instance if error.instance is None else error.instance
                    yield error

    def is_valid(self, instance):
        return next(self.iter_errors(instance), None) is None


def validate(instance, schema):
    for error in Draft7Validator(schema).iter_errors(instance):
        raise error
