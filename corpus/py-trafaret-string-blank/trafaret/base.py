class DataError(ValueError):
    """Error with data preserve
    error = error message
    value = value that caused error
    """

    def __init__(self, error=None, name=None, value=None):
        super().__init__(error)
        self.error = error
        self.name = name
        self.value = value

    def as_dict(self):
        if isinstance(self.error, dict):
            return {k: v.as_dict() for k, v in self.error.items()}
        return self.error


class Trafaret:
    def check(self, value, context=None):
        return self.transform(value, context=context)

    def _failure(self, error=None, value=None):
        raise DataError(error=error, value=value)

    def __call__(self, val, context=None):
        return self.check(val, context=context)


class String(Trafaret):
    """
    >>> String().check('')
    Traceback (most recent call last):
    ...
    trafaret.DataError: blank value is not allowed
    """

    def __init__(self, allow_blank=True, min_length=None, max_length=None):
        self.allow_blank = allow_blank
        self.min_length = min_length
        self.max_length = max_length

    def transform(self, value, context=None):
        if not isinstance(value, str):
            self._failure("value is not a string", value=value)
        if not self.allow_blank and len(value) == 0:
            self._failure("blank value is not allowed", value=value)
        if self.min_length is not None and len(value) < self.min_length:
            self._failure("String is shorter than %s characters" % self.min_length, value=value)
        if self.max_length is not None and len(value) > self.max_length:
            self._failure("String is longer than %s characters" % self.max_length, value=value)
        return value


class Int(Trafaret):
    def __init__(self, gte=None, lte=None):
        self.gte = gte
        self.lte = lte

    def transform(self, value, context=None):
        if isinstance(value, bool) or not isinstance(value, int):
            self._failure("value is not int", value=value)
        if self.gte is not None and value < self.gte:
            self._failure("value is less than %s" % self.gte, value=value)
        if self.lte is not None and value > self.lte:
            self._failure("value is greater than %s" % self.lte, value=value)
        return value
