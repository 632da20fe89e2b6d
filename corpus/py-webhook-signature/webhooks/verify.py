"""Checking incoming webhooks against one or more shared secrets."""
import hmac
import time

from .headers import MalformedHeader, parse_signature_header
from .signing import SCHEME, compute_signature

DEFAULT_TOLERANCE = 300  # seconds


class SignatureError(Exception):
    pass


class Verifier:
    def __init__(self, secrets, tolerance=DEFAULT_TOLERANCE, clock=time.time):
        if isinstance(secrets, str):
            secrets = [secrets]
        self.secrets = list(secrets)
        self.tolerance = tolerance
        self.clock = clock

    def verify(self, payload, header):
        """Returns the payload if the header carries a valid, fresh signature; raises otherwise."""
        try:
            timestamp, signatures = parse_signature_header(header)
        except MalformedHeader as exc:
            raise SignatureError(f"malformed signature header: {exc}") from None
        if abs(self.clock() - timestamp) > self.tolerance:
            raise SignatureError("timestamp outside the tolerance window")
        candidates = signatures.get(SCHEME, [])
        if not candidates:
            raise SignatureError(f"no {SCHEME} signature")
        for secret in self.secrets:
            expected = compute_signature(secret, timestamp, payload)
            if any(hmac.compare_digest(expected, sig) for sig in candidates):
                return payload
        raise SignatureError("no signature matches")
