"""The file types the upload service knows, by extension."""

MIME_TYPES = {
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "png": "image/png",
    "gif": "image/gif",
    "pdf": "application/pdf",
    "csv": "text/csv",
    "txt": "text/plain",
    "gz": "application/gzip",
    "zip": "application/zip",
}

IMAGE_TYPES = frozenset(t for t in MIME_TYPES.values() if t.startswith("image/"))
DOCUMENT_TYPES = frozenset({"application/pdf", "text/csv", "text/plain"})
