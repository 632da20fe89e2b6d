"""The worker service's settings."""

from dataclasses import dataclass

from .env import ConfigError, Env


@dataclass(frozen=True)
class Settings:
    bind: str
    port: int
    workers: int
    debug: bool
    allowed_hosts: list


def load_settings(environ=None):
    env = Env(environ, prefix="WORKER_")
    settings = Settings(
        bind=env.str("BIND", "127.0.0.1"),
        port=env.int("PORT", 8000),
        workers=env.int("CONCURRENCY", 2),
        debug=env.bool("DEBUG"),
        allowed_hosts=env.list("ALLOWED_HOSTS", ["localhost"]),
    )
    if not 0 < settings.port < 65536:
        raise ConfigError(f"WORKER_PORT out of range: {settings.port}")
    if settings.workers < 1:
        raise ConfigError("WORKER_CONCURRENCY must be at least 1")
    return settings
