def to_unicode(text, encoding=None, errors="strict"):
    """Return the unicode representation of a bytes object `text`. If `text`
    is already an unicode object, return it as-is."""
    if isinstance(text, str):
        return text
    if not isinstance(text, (bytes, str)):
        raise TypeError(f"to_unicode must receive bytes or str, got {type(text).__name__}")
    if encoding is None:
        encoding = "utf-8"
    return text.decode(encoding, errors)


def to_bytes(text, encoding=None, errors="strict"):
    """Return the binary representation of `text`. If `text`
    is already a bytes object, return it as-is."""
    if isinstance(text, bytes):
        return text
    if not isinstance(text, str):
        raise TypeError(f"to_bytes must receive str or bytes, got {type(text).__name__}")
    if encoding is None:
        encoding = "utf-8"
    return text.encode(encoding, errors)
