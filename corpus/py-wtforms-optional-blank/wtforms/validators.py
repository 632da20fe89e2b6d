import re

class ValidationError(ValueError):
    """Raised when a validator fails to validate its input."""

    def __init__(self, message="", *args, **kwargs):
        super().__init__(message, *args, **kwargs)


class StopValidation(Exception):
    """Causes the validation chain to stop."""

    def __init__(self, message="", *args, **kwargs):
        Exception.__init__(self, message, *args, **kwargs)


class Length:
    """Validates the length of a string."""

    def __init__(self, min=-1, max=-1, message=None):
        self.min = min
        self.max = max
        self.message = message

    def __call__(self, form, field):
        length = field.data and len(field.data) or 0
        if length >= self.min and (self.max == -1 or length <= self.max):
            return
        message = self.message or "Field must be between %(min)d and %(max)d characters long."
        raise ValidationError(message % dict(min=self.min, max=self.max))


class Regexp:
    """Validates the field against a user provided regexp."""

    def __init__(self, regex, flags=0, message=None):
        self.regex = re.compile(regex, flags) if isinstance(regex, str) else regex
        self.message = message

    def __call__(self, form, field, message=None):
        if match := self.regex.match(field.data or ""):
            return match
        raise ValidationError(message or self.message or "Invalid input.")


class DataRequired:
    """Checks the field's data is 'truthy' otherwise stops the validation chain."""

    def __init__(self, message=None):
        self.message = message

    def __call__(self, form, field):
        if field.data:
            return
        field.errors[:] = []
        raise StopValidation(self.message or "This field is required.")


class Optional:
    """
    Allows empty input and stops the validation chain from continuing.

    :param strip_whitespace:
        If True (the default) also stop the validation chain on input which
        consists of only whitespace.
    """

    def __init__(self, strip_whitespace=False):
        if strip_whitespace:
            self.string_check = lambda s: s.strip()
        else:
            self.string_check = lambda s: s

    def __call__(self, form, field):
        if (
            not field.raw_data
            or isinstance(field.raw_data[0], str)
            and not self.string_check(field.raw_data[0])
        ):
            field.errors[:] = []
            raise StopValidation()
