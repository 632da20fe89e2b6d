"""Builds the effective settings for a profile and an environment."""

import json

from .defaults import DEFAULTS, ENV_PREFIX, PROFILES
from .merge import deep_merge


class SettingsError(Exception):
    pass


def parse_env_value(text):
    """Environment values are JSON when they parse as JSON (numbers, true/false), else strings."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def env_overrides(environ):
    """APP__DATABASE__POOL__MAX=20 -> {"database": {"pool": {"max": 20}}}."""
    result = {}
    for name, raw in sorted(environ.items()):
        if not name.startswith(ENV_PREFIX):
            continue
        path = name[len(ENV_PREFIX):].lower().split("__")
        node = result
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = parse_env_value(raw)
    return result


def load_settings(profile, environ=None):
    if profile not in PROFILES:
        raise SettingsError(f"unknown profile {profile!r}; known: {', '.join(sorted(PROFILES))}")
    return deep_merge(DEFAULTS, PROFILES[profile], env_overrides(environ or {}))
