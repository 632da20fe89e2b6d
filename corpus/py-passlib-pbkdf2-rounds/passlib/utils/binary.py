"""passlib.utils.binary - binary data encoding/decoding/manipulation"""
from base64 import b64decode, b64encode
from binascii import Error as _BinAsciiError


def b64s_encode(data):
    return b64encode(data).rstrip(b"=\n")


def b64s_decode(data):
    off = len(data) & 3
    if off == 1:
        raise ValueError("invalid base64 input")
    elif off:
        data += b"=" * (4 - off)
    try:
        return b64decode(data)
    except _BinAsciiError as err:
        raise TypeError(err)


def ab64_encode(data):
    """encode using shortened base64 format which omits padding & whitespace.
    uses custom ``./`` altchars."""
    return b64s_encode(data).replace(b"+", b".")


def ab64_decode(data):
    """decode from shortened base64 format which omits padding & whitespace."""
    if isinstance(data, str):
        data = data.encode("ascii")
    return b64s_decode(data.replace(b".", b"+"))
