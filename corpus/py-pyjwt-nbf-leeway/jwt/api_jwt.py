import hashlib
import hmac
import json
from calendar import timegm
from datetime import datetime, timedelta, timezone

from .exceptions import (
    DecodeError,
    ExpiredSignatureError,
    ImmatureSignatureError,
    InvalidSignatureError,
)
from .utils import base64url_decode, base64url_encode


def _sign(msg: bytes, key: str) -> bytes:
    return hmac.new(key.encode(), msg, hashlib.sha256).digest()


def encode(payload, key, algorithm="HS256"):
    for time_claim in ["exp", "iat", "nbf"]:
        if isinstance(payload.get(time_claim), datetime):
            payload[time_claim] = timegm(payload[time_claim].utctimetuple())
    header = {"alg": algorithm, "typ": "JWT"}
    segments = [
        base64url_encode(json.dumps(header, separators=(",", ":")).encode()),
        base64url_encode(json.dumps(payload, separators=(",", ":")).encode()),
    ]
    signing_input = b".".join(segments)
    segments.append(base64url_encode(_sign(signing_input, key)))
    return b".".join(segments).decode()


def decode(jwt, key, algorithms=None, leeway=0):
    try:
        signing_input, crypto_segment = jwt.encode().rsplit(b".", 1)
        header_segment, payload_segment = signing_input.split(b".", 1)
        payload = json.loads(base64url_decode(payload_segment))
        signature = base64url_decode(crypto_segment)
    except ValueError as exc:
        raise DecodeError("Not enough segments") from exc
    if not hmac.compare_digest(signature, _sign(signing_input, key)):
        raise InvalidSignatureError("Signature verification failed")
    if isinstance(leeway, timedelta):
        leeway = leeway.total_seconds()
    _validate_claims(payload, leeway)
    return payload


def _validate_claims(payload, leeway):
    now = timegm(datetime.now(tz=timezone.utc).utctimetuple())
    if "nbf" in payload:
        _validate_nbf(payload, now, leeway)
    if "exp" in payload:
        _validate_exp(payload, now, leeway)


def _validate_nbf(payload, now, leeway):
    try:
        nbf = int(payload["nbf"])
    except ValueError:
        raise DecodeError("Not Before claim (nbf) must be an integer.")
    if nbf > (now - leeway):
        raise ImmatureSignatureError("The token is not yet valid (nbf)")


def _validate_exp(payload, now, leeway):
    try:
        exp = int(payload["exp"])
    except ValueError:
        raise DecodeError("Expiration Time claim (exp) must be an integer.")
    if exp <= (now - leeway):
        raise ExpiredSignatureError("Signature has expired")
