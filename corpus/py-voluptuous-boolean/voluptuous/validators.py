from voluptuous.error import BooleanInvalid, CoerceInvalid, Invalid, LengthInvalid, RangeInvalid


class Coerce:
    """Coerce a value to a type.

    If the type constructor throws a ValueError or TypeError, the value
    will be marked as Invalid.
    """

    def __init__(self, type, msg=None):
        self.type = type
        self.msg = msg
        self.type_name = type.__name__

    def __call__(self, v):
        try:
            return self.type(v)
        except (ValueError, TypeError):
            msg = self.msg or ("expected %s" % self.type_name)
            raise CoerceInvalid(msg)


def Boolean(v):
    """Convert human-readable boolean values to a bool.

    Accepted values are 1, true, yes, on, enable, and their negatives.
    Non-string values are cast to bool.
    """
    if isinstance(v, str):
        v = v.lower()
        if v in ("1", "true", "yes", "on", "enable"):
            return True
        if v in ("0", "false", "no", "off", "disable"):
            return True
        raise BooleanInvalid("expected boolean")
    return bool(v)


class All:
    """Value must pass all validators, each one fed the output of the previous."""

    def __init__(self, *validators, msg=None):
        self.validators = validators
        self.msg = msg

    def __call__(self, v):
        try:
            for validator in self.validators:
                v = validator(v)
        except Invalid as e:
            raise e if self.msg is None else Invalid(self.msg)
        return v


class Range:
    def __init__(self, min=None, max=None, msg=None):
        self.min, self.max, self.msg = min, max, msg

    def __call__(self, v):
        if self.min is not None and not v >= self.min:
            raise RangeInvalid(self.msg or "value must be at least %s" % self.min)
        if self.max is not None and not v <= self.max:
            raise RangeInvalid(self.msg or "value must be at most %s" % self.max)
        return v


class Length:
    """The length of a value must be in a certain range."""

    def __init__(self, min=None, max=None, msg=None):
        self.min, self.max, self.msg = min, max, msg

    def __call__(self, v):
        if self.min is not None and len(v) < self.min:
            raise LengthInvalid(self.msg or "length of value must be at least %s" % self.min)
        if self.max is not None and len(v) > self.max:
            raise LengthInvalid(self.msg or "length of value must be at most %s" % self.max)
        return v
