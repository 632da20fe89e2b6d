"""The settings object the application reads."""

import copy

from .files import parse_json
from .merge import deep_merge, flatten

DEFAULTS = {
    "db": {"host": "localhost", "port": 5432},
    "log": {"level": "info"},
}
ENV_PREFIX = "APP_"


def from_env(environ):
    """APP_DB__PORT=6543 -> {'db': {'port': '6543'}}"""
    tree = {}
    for name, value in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        *parents, leaf = name[len(ENV_PREFIX):].lower().split("__")
        node = tree
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return tree


def load(paths, environ=None):
    data = copy.deepcopy(DEFAULTS)
    for path in paths:
        deep_merge(data, parse_json(path))
    deep_merge(data, from_env(environ or {}))
    return flatten(data)
