"""What may be uploaded, and where it is stored."""

from dataclasses import dataclass

from .filenames import secure_filename, split_extension


class UploadRejected(Exception):
    pass


@dataclass
class StoredUpload:
    original_name: str
    storage_name: str
    extension: str
    size: int


class UploadPolicy:
    def __init__(self, allowed_extensions, max_size=10 * 1024 * 1024):
        self.allowed = {ext.lower().lstrip(".") for ext in allowed_extensions}
        self.max_size = max_size

    def accept(self, filename, size, token):
        """Validate an upload and name its stored file ``<token>-<safe stem>.<ext>``."""
        safe = secure_filename(filename)
        if not safe:
            raise UploadRejected("empty filename")
        stem, extension = split_extension(safe)
        if extension not in self.allowed:
            raise UploadRejected(f"file type not allowed: .{extension or '?'}")
        if size > self.max_size:
            raise UploadRejected(f"file too large ({size} bytes)")
        storage_name = f"{token}-{stem[:40]}.{extension}"
        return StoredUpload(filename, storage_name, extension, size)
