class HPACKError(Exception):
    """The base class for all ``hpack`` exceptions."""


class HPACKDecodingError(HPACKError):
    """An error has been encountered while performing HPACK decoding."""


class InvalidTableIndex(HPACKDecodingError):
    """An invalid table index was received."""
