_MISSING = object()


class ValidationError(ValueError):
    pass


class Field:
    def __init__(self, type_, default=_MISSING, alias=None):
        self.type = type_
        self.default = default
        self.alias = alias
        self.name = None

    def __set_name__(self, owner, name):
        self.name = name

    @property
    def required(self):
        return self.default is _MISSING

    def validate(self, value):
        if value is None:
            return None
        if isinstance(value, self.type):
            return value
        try:
            return self.type(value)
        except (TypeError, ValueError):
            raise ValidationError("%s: expected %s, got %r" % (self.name, self.type.__name__, value))
