from .encoding import base64_decode, base64_encode, want_bytes
from .exc import BadSignature
from .signer import Signer

__all__ = ["BadSignature", "Signer", "base64_decode", "base64_encode", "want_bytes"]
