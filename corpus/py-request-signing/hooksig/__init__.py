"""HMAC signing for outgoing webhook requests."""
