import hashlib
import hmac
import time

from .canonical import string_to_sign

SIGNATURE_HEADER = "X-Hook-Signature"
TIMESTAMP_HEADER = "X-Hook-Timestamp"
MAX_SKEW = 300


class Signer:
    def __init__(self, secret, clock=time.time):
        self.secret = secret.encode("utf-8") if isinstance(secret, str) else secret
        self.clock = clock

    def _digest(self, method, url, params, payload, timestamp):
        message = string_to_sign(method, url, params, payload, timestamp)
        return hmac.new(self.secret, message, hashlib.sha256).hexdigest()

    def sign(self, method, url, params=None, payload=None):
        """Headers to attach to the request."""
        ts = int(self.clock())
        return {
            TIMESTAMP_HEADER: str(ts),
            SIGNATURE_HEADER: "sha256=" + self._digest(method, url, params, payload, ts),
        }

    def verify(self, method, url, headers, params=None, payload=None):
        try:
            ts = int(headers[TIMESTAMP_HEADER])
            scheme, _, given = headers[SIGNATURE_HEADER].partition("=")
        except (KeyError, ValueError):
            return False
        if scheme != "sha256" or abs(self.clock() - ts) > MAX_SKEW:
            return False
        expected = self._digest(method, url, params, payload, ts)
        return hmac.compare_digest(expected, given)
