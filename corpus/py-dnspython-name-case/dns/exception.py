"""Common DNS Exceptions."""


class DNSException(Exception):
    """Abstract base class shared by all dnspython exceptions."""

    msg = None

    def __init__(self, *args):
        if not args and self.msg:
            args = (self.msg,)
        super().__init__(*args)


class SyntaxError(DNSException):
    """Text input is malformed."""


class EmptyLabel(SyntaxError):
    """A DNS label is empty."""
    msg = "A DNS label is empty."


class LabelTooLong(SyntaxError):
    """A DNS label is > 63 octets long."""
    msg = "A DNS label is > 63 octets long."
