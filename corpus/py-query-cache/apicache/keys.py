"""Cache keys for API requests."""

import hashlib
import json

KEY_PREFIX = "api:v2:"


def normalize_params(params):
    """Drop None values and turn tuples/sets into sorted lists so equal queries look equal."""
    clean = {}
    for name, value in params.items():
        if value is None:
            continue
        if isinstance(value, (set, frozenset, tuple)):
            value = sorted(value)
        clean[name] = value
    return clean


def cache_key(endpoint, params):
    payload = json.dumps(normalize_params(params), separators=(",", ":"))
    digest = hashlib.sha256(f"{endpoint.strip('/')}?{payload}".encode()).hexdigest()
    return KEY_PREFIX + digest[:32]
