"""Stable assignment of users to rollout buckets."""

import hashlib

BUCKETS = 100


def bucket(flag_key, user_id):
    """A number in 0..99 that depends only on the flag and the user, so a user's
    answer does not change between requests, and differs between flags."""
    digest = hashlib.sha256(f"{flag_key}:{user_id}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % BUCKETS


def clamp_percent(value):
    return max(0, min(BUCKETS, int(value)))
