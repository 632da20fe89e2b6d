"""Canonical forms of a request, so that sender and receiver hash the same bytes."""
import json
from urllib.parse import quote, urlsplit


def canonical_body(payload):
    """Serialise a JSON payload deterministically (no whitespace, stable key order)."""
    if payload is None:
        return b""
    text = json.dumps(payload, sort_keys=False, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def canonical_query(params):
    """Sorted, percent-encoded query string."""
    pairs = []
    for key in sorted(params):
        value = params[key]
        values = value if isinstance(value, (list, tuple)) else [value]
        for v in values:
            pairs.append("%s=%s" % (quote(str(key), safe=""), quote(str(v), safe="")))
    return "&".join(pairs)


def canonical_path(url):
    path = urlsplit(url).path or "/"
    return path if path.startswith("/") else "/" + path


def string_to_sign(method, url, params, payload, timestamp):
    lines = [
        method.upper(),
        canonical_path(url),
        canonical_query(params or {}),
        str(int(timestamp)),
    ]
    return "\n".join(lines).encode("utf-8") + b"\n" + canonical_body(payload)
