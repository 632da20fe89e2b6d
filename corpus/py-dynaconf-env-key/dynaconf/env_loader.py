"""Load settings from environment variables (reduced from dynaconf.loaders.env_loader)."""
from os import environ

from .parse_conf import parse_conf_data

IDENTIFIER = "env"


def load_from_env(obj, prefix=False, key=None, silent=False, env=environ):
    if prefix is False:
        prefix = ""
    if key:
        env_key = f"{prefix}_{key}".upper() if prefix else key.upper()
        value = env.get(key)
        if value:
            obj.set(key, parse_conf_data(value, tomlfy=True))
        return
    trim_len = len(prefix) + 1 if prefix else 0
    data = {
        k[trim_len:]: parse_conf_data(v, tomlfy=True)
        for k, v in env.items()
        if not prefix or k.startswith(f"{prefix}_")
    }
    for k, v in data.items():
        obj.set(k, v)
