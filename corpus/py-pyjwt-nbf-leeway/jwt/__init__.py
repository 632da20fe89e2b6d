from .api_jwt import decode, encode
from .exceptions import (
    DecodeError,
    ExpiredSignatureError,
    ImmatureSignatureError,
    InvalidSignatureError,
    InvalidTokenError,
)

__all__ = ["encode", "decode", "DecodeError", "ExpiredSignatureError",
           "ImmatureSignatureError", "InvalidSignatureError", "InvalidTokenError"]
