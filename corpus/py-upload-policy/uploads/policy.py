"""Which uploads a form accepts."""

from .naming import extension, safe_name
from .types import MIME_TYPES

MB = 1024 * 1024


class Rejected(Exception):
    def __init__(self, filename, reason):
        super().__init__(f"{filename}: {reason}")
        self.filename = filename
        self.reason = reason


class UploadPolicy:
    def __init__(self, allowed_types, max_bytes=10 * MB):
        self.allowed_types = frozenset(allowed_types)
        self.max_bytes = max_bytes

    def content_type(self, filename):
        return MIME_TYPES.get(extension(filename))

    def check(self, filename, size):
        """The (stored name, content type) of an acceptable upload; raises Rejected otherwise."""
        if size <= 0:
            raise Rejected(filename, "empty file")
        if size > self.max_bytes:
            raise Rejected(filename, f"larger than {self.max_bytes // MB} MB")
        ctype = self.content_type(filename)
        if ctype not in self.allowed_types:
            raise Rejected(filename, "file type not allowed")
        return safe_name(filename), ctype
