"""Session ids and their signatures for the cookie."""

import hashlib
import hmac
import secrets


def new_id():
    return secrets.token_urlsafe(18)


def sign(session_id, key):
    mac = hmac.new(key, session_id.encode(), hashlib.sha256).hexdigest()[:32]
    return f"{session_id}.{mac}"


def unsign(cookie, key):
    """The session id of a well-signed cookie value, else None."""
    session_id, _, mac = cookie.rpartition(".")
    if not session_id:
        return None
    expected = sign(session_id, key).rpartition(".")[2]
    return session_id if hmac.compare_digest(mac, expected) else None
