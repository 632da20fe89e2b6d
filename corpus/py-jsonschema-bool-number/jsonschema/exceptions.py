class ValidationError(Exception):
    """An instance was invalid under a provided schema."""

    def __init__(self, message, validator=None, path=()):
        super().__init__(message)
        self.message = message
        self.validator = validator
        self.path = tuple(path)
