"""Exceptions raised by schema validation."""


class SchemaError(Exception):
    """Error during Schema validation."""

    def __init__(self, autos, errors=None):
        self.autos = autos if type(autos) is list else [autos]
        self.errors = errors if type(errors) is list else [errors]
        Exception.__init__(self, self.code)

    @property
    def code(self):
        """Removes duplicates values in auto and error list."""

        def uniq(seq):
            seen = set()
            return [x for x in seq if x not in seen and not seen.add(x)]

        error_list = uniq(i for i in self.errors if i is not None)
        if error_list:
            return "\n".join(error_list)
        return "\n".join(uniq(i for i in self.autos if i is not None))


class SchemaWrongKeyError(SchemaError):
    """Error Should be raised when an unexpected key is detected."""


class SchemaMissingKeyError(SchemaError):
    """Error should be raised when a mandatory key is not found."""
