"""Service settings read from environment variables (all values arrive as strings)."""

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
DEFAULT_WORKERS = 2
TRUE_WORDS = ("1", "true", "yes", "on")


class SettingsError(ValueError):
    pass


def _flag(env, name, default=False):
    raw = env.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in TRUE_WORDS


def _positive_int(env, name, default):
    raw = env.get(name)
    if raw is None:
        return default
    value = int(raw)
    if value < 1:
        raise SettingsError(f"{name} must be at least 1, got {value}")
    return value


class Settings:
    def __init__(self, host, port, workers, debug):
        self.host = host
        self.port = port
        self.workers = workers
        self.debug = debug

    @property
    def bind(self):
        return f"{self.host}:{self.port}"


def load(env):
    host = env.get("HOST", DEFAULT_HOST)
    port = env.get("PORT", DEFAULT_PORT)
    if not 0 < port < 65536:
        raise SettingsError(f"PORT out of range: {port}")
    workers = _positive_int(env, "WORKERS", DEFAULT_WORKERS)
    return Settings(host, port, workers, _flag(env, "DEBUG"))
