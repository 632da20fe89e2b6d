"""A cached access token and its lifetime."""

import time

# Refresh tokens a little before they really expire, so a request that is
# already on its way does not arrive with a dead token.
EXPIRY_MARGIN = 30.0


class CachedToken:
    def __init__(self, value, expires_in, issued_at=None):
        self.value = value
        self.expires_in = float(expires_in)
        self.issued_at = time.monotonic() if issued_at is None else issued_at

    def age(self, now):
        return self.issued_at - now

    def is_fresh(self, now):
        return self.age(now) < self.expires_in - EXPIRY_MARGIN

    def remaining(self, now):
        return max(0.0, self.expires_in - self.age(now))
