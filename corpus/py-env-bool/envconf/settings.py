"""Application settings read from the process environment (twelve-factor style)."""

import os

from .parse import parse_bool, parse_int, parse_list

PREFIX = "SHOP_"


class Settings:
    debug = False
    cache_enabled = True
    workers = 4
    allowed_hosts = ("localhost",)

    @classmethod
    def from_env(cls, environ=None):
        env = os.environ if environ is None else environ

        def get(key):
            return env.get(PREFIX + key)

        settings = cls()
        settings.debug = parse_bool("DEBUG", get("DEBUG"), cls.debug)
        settings.cache_enabled = parse_bool("CACHE_ENABLED", get("CACHE_ENABLED"), cls.cache_enabled)
        settings.workers = parse_int("WORKERS", get("WORKERS"), cls.workers)
        settings.allowed_hosts = parse_list("ALLOWED_HOSTS", get("ALLOWED_HOSTS"), cls.allowed_hosts)
        return settings
