"""
Commonly useful validators.
"""


class _InstanceOfValidator:
    def __init__(self, type):
        self.type = type

    def __call__(self, inst, attr, value):
        if not isinstance(value, self.type):
            msg = f"'{attr.name}' must be {self.type!r} (got {value!r} that is a {value.__class__!r})."
            raise TypeError(msg, attr, self.type, value)


def instance_of(type):
    return _InstanceOfValidator(type)


class _MaxLengthValidator:
    def __init__(self, max_length):
        self.max_length = max_length

    def __call__(self, inst, attr, value):
        """
        We use a callable class to be able to change the ``__repr__``.
        """
        if len(value) >= self.max_length:
            msg = f"Length of '{attr.name}' must be <= {self.max_length}: {len(value)}"
            raise ValueError(msg)

    def __repr__(self):
        return f"<max_len validator for {self.max_length}>"


def max_len(length):
    return _MaxLengthValidator(length)


class _MinLengthValidator:
    def __init__(self, min_length):
        self.min_length = min_length

    def __call__(self, inst, attr, value):
        if len(value) < self.min_length:
            msg = f"Length of '{attr.name}' must be >= {self.min_length}: {len(value)}"
            raise ValueError(msg)

    def __repr__(self):
        return f"<min_len validator for {self.min_length}>"


def min_len(length):
    return _MinLengthValidator(length)
