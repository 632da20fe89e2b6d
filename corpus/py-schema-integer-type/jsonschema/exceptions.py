class ValidationError(Exception):
    """An instance was invalid under a provided schema."""

    def __init__(self, message, validator=None, path=(), instance=None):
        super().__init__(message)
        self.message = message
        self.validator = validator
        self.path = list(path)
        self.instance = instance

    def __repr__(self):
        return f"<ValidationError: {self.message!r}>"


class UnknownType(Exception):
    def __init__(self, type, instance):
        super().__init__(f"Unknown type {type!r} for validator with instance {instance!r}")
        self.type = type
        self.instance = instance
