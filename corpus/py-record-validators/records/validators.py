"""Validators are called as validator(instance, field, value) and raise on bad values."""


class _InstanceOfValidator:
    def __init__(self, type):
        self.type = type

    def __call__(self, inst, field, value):
        if not isinstance(value, self.type):
            raise TypeError(
                f"'{field.name}' must be {self.type!r} (got {value!r} that is a {value.__class__!r})."
            )


def instance_of(type):
    return _InstanceOfValidator(type)


class _InValidator:
    def __init__(self, options):
        self.options = options

    def __call__(self, inst, field, value):
        try:
            in_options = value in self.options
        except TypeError:
            in_options = False
        if not in_options:
            raise ValueError(f"'{field.name}' must be in {self.options!r} (got {value!r})")


def in_(options):
    return _InValidator(options)


class _OptionalValidator:
    def __init__(self, validator):
        self.validator = validator

    def __call__(self, inst, field, value):
        self.validator(inst, field, value)


def optional(validator):
    """A validator that makes an attribute optional: None is accepted,
    anything else goes through ``validator``."""
    if isinstance(validator, (list, tuple)):
        return _OptionalValidator(and_(*validator))
    return _OptionalValidator(validator)


def and_(*validators):
    def _and(inst, field, value):
        for v in validators:
            v(inst, field, value)

    return _and
