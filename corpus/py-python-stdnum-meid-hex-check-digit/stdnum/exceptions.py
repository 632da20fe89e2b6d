"""Collection of exceptions raised by the validate() functions."""

__all__ = ['ValidationError', 'InvalidFormat', 'InvalidChecksum',
           'InvalidLength', 'InvalidComponent']


class ValidationError(ValueError):
    """Top-level error for validating numbers."""

    def __str__(self):
        return ''.join(self.args[:1]) or getattr(self, 'message', '')


class InvalidFormat(ValidationError):
    message = 'The number has an invalid format.'


class InvalidChecksum(ValidationError):
    message = "The number's checksum or check digit is invalid."


class InvalidLength(InvalidFormat):
    message = 'The number has an invalid length.'


class InvalidComponent(ValidationError):
    message = 'One of the parts of the number are invalid or unknown.'
