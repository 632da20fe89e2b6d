"""Built-in settings; a config file and the environment override them."""

ENV_PREFIX = "APP_"
ENV_SEPARATOR = "__"

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": "8000", "debug": "no"},
    "database": {"url": "sqlite:///app.db", "pool_size": "5"},
}

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})
