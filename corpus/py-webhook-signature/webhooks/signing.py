"""Computing signatures: base64 HMAC-SHA256 over "<timestamp>.<payload>"."""
import base64
import hashlib
import hmac

SCHEME = "v1"


def signed_content(timestamp, payload):
    if isinstance(payload, str):
        payload = payload.encode("utf-8")
    return str(int(timestamp)).encode("ascii") + b"." + payload


def compute_signature(secret, timestamp, payload):
    digest = hmac.new(secret.encode("utf-8"), signed_content(timestamp, payload), hashlib.sha256).digest()
    return base64.b64encode(digest).decode("ascii")


def sign(secret, timestamp, payload):
    """The value of the Webhook-Signature header for one request."""
    return f"t={int(timestamp)},{SCHEME}={compute_signature(secret, timestamp, payload)}"
