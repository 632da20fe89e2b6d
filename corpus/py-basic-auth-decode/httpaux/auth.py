"""HTTP Basic authentication credentials (RFC 7617)."""

import base64
import binascii
from collections import namedtuple


class BasicAuth(namedtuple("BasicAuth", ["login", "password", "encoding"])):
    def __new__(cls, login, password="", encoding="latin1"):
        if login is None:
            raise ValueError("None is not allowed as login value")
        if password is None:
            raise ValueError("None is not allowed as password value")
        if ":" in login:
            raise ValueError('A ":" is not allowed in login (RFC 7617)')
        return super().__new__(cls, login, password, encoding)

    @classmethod
    def decode(cls, auth_header, encoding="latin1"):
        """Create a BasicAuth object from an Authorization header value."""
        try:
            auth_type, encoded_credentials = auth_header.split(" ", 1)
        except ValueError:
            raise ValueError("Could not parse authorization header.") from None
        if auth_type.lower() != "basic":
            raise ValueError(f"Unknown authorization method {auth_type}")
        try:
            decoded = base64.b64decode(encoded_credentials.encode("ascii"), validate=True).decode(encoding)
        except binascii.Error:
            raise ValueError("Invalid base64 encoding.") from None
        username, sep, password = decoded.rpartition(":")
        if not sep:
            raise ValueError("Credentials must contain a colon.")
        return cls(username, password, encoding=encoding)

    def encode(self):
        """The Authorization header value for these credentials."""
        creds = f"{self.login}:{self.password}".encode(self.encoding)
        return "Basic " + base64.b64encode(creds).decode(self.encoding)
