class Error(Exception):
    """Base validation exception."""


class Invalid(Error):
    """The data was invalid."""

    def __init__(self, message, path=None, error_message=None):
        Error.__init__(self, message)
        self.msg = message
        self.path = path or []
        self.error_message = error_message or message

    def __str__(self):
        path = " @ data[%s]" % "][".join(map(repr, self.path)) if self.path else ""
        return self.msg + path

    def prepend(self, path):
        self.path = path + self.path


class MultipleInvalid(Invalid):
    def __init__(self, errors=None):
        self.errors = errors[:] if errors else []
        Invalid.__init__(self, str(self.errors[0]) if self.errors else "no errors")


class CoerceInvalid(Invalid):
    """Impossible to coerce value to type."""


class RangeInvalid(Invalid):
    """The value is not in given range."""


class LengthInvalid(Invalid):
    pass


class BooleanInvalid(Invalid):
    """The value is not a boolean."""
