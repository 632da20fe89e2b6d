import base64


def force_bytes(value):
    if isinstance(value, str):
        return value.encode("utf-8")
    elif isinstance(value, bytes):
        return value
    else:
        raise TypeError("Expected a string value")


def base64url_encode(data: bytes) -> bytes:
    return base64.urlsafe_b64encode(data).replace(b"=", b"")


def base64url_decode(data: bytes) -> bytes:
    rem = len(data) % 4
    if rem > 0:
        data += b"=" * (4 - rem)
    return base64.urlsafe_b64decode(data)
