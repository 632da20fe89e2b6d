"""Entity tags (RFC 7232): computing them and matching If-None-Match."""

import hashlib

WEAK_PREFIX = "W/"


def compute_etag(body, weak=False):
    digest = hashlib.sha1(body).hexdigest()[:16]
    tag = f'"{digest}"'
    return WEAK_PREFIX + tag if weak else tag


def opaque(tag):
    """The quoted part of an entity tag, without a weak marker."""
    tag = tag.strip()
    if tag.startswith(WEAK_PREFIX):
        tag = tag[len(WEAK_PREFIX):]
    return tag


def parse_if_none_match(header):
    """Split an If-None-Match header into its entity tags ("*" stays as is)."""
    if header is None:
        return []
    return [part.strip() for part in header.split(",") if part.strip()]


def etag_matches(current, header):
    """Weak comparison, as required for If-None-Match."""
    candidates = parse_if_none_match(header)
    if "*" in candidates:
        return True
    wanted = opaque(current)
    for candidate in candidates:
        if opaque(candidate) is wanted:
            return True
    return False
