class UnpackException(Exception):
    """Base class for some exceptions raised while unpacking."""


class FormatError(ValueError, UnpackException):
    """Invalid msgpack format"""


class ExtraData(UnpackException):
    """ExtraData is raised when there is trailing data."""

    def __init__(self, unpacked, extra):
        self.unpacked = unpacked
        self.extra = extra
