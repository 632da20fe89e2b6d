"""Exception classes and the ``missing`` singleton."""


class ValidationError(Exception):
    """Raised when validation fails on a field or schema."""

    def __init__(self, message):
        super().__init__(message)
        self.messages = message


class _Missing:
    def __bool__(self):
        return False

    def __repr__(self):
        return "<marshmallow.missing>"


missing = _Missing()
