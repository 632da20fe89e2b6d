"""Recursive dictionary merge."""

import copy


def merge_into(target, override):
    """Merge `override` into `target` in place; nested dicts are merged key by key."""
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            merge_into(target[key], value)
        else:
            target[key] = copy.deepcopy(value)
    return target


def deep_merge(base, *overrides):
    """A new dict: `base` with every override merged on top, left to right. Inputs are untouched."""
    result = copy.copy(base)
    for override in overrides:
        merge_into(result, override)
    return result
