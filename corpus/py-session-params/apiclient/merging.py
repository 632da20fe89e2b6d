"""Merging per-request settings over the defaults kept on a session."""

from collections import OrderedDict


def to_pairs(value):
    """Key/value pairs of a dict or of a list of pairs, in order."""
    if value is None:
        return []
    if isinstance(value, dict):
        return list(value.items())
    return list(value)


def overlay(base, overrides):
    """`base` updated with `overrides`; a key overridden with None is removed."""
    merged = OrderedDict(to_pairs(base))
    for key, val in to_pairs(overrides):
        if val is None:
            merged.pop(key, None)
        else:
            merged[key] = val
    return merged


def merge_setting(request_setting, session_setting):
    """Request-level values win over session-level ones; either may be missing."""
    if session_setting is None:
        return request_setting
    if request_setting is None:
        return session_setting
    if not isinstance(request_setting, (dict, list, tuple)):
        return request_setting
    return overlay(request_setting, session_setting)
