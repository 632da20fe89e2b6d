class BadData(Exception):
    """Raised if bad data of any sort was encountered."""

    message: str

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class BadSignature(BadData):
    """Raised if a signature does not match."""

    def __init__(self, message: str, payload=None):
        super().__init__(message)
        #: The payload that failed the signature test.
        self.payload = payload
