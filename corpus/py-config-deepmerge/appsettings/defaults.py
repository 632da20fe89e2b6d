DEFAULTS = {
    "debug": False,
    "database": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 5}},
    "cache": {"backend": "memory", "ttl": 300},
    "features": {"signup": True, "beta_search": False},
}

PROFILES = {
    "dev": {"debug": True, "features": {"beta_search": True}},
    "staging": {"database": {"host": "db.staging", "pool": {"max": 10}}, "cache": {"backend": "redis"}},
    "production": {"database": {"host": "db.prod"}, "cache": {"backend": "redis", "ttl": 3600}},
}

ENV_PREFIX = "APP__"
