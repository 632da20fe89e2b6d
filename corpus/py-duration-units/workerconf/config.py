"""Build the worker settings from a parsed config file section."""

from dataclasses import dataclass

from .durations import DurationError, parse_duration


class ConfigError(Exception):
    pass


@dataclass
class WorkerConfig:
    concurrency: int = 4
    task_timeout: float = 300.0
    heartbeat: float = 30.0
    result_ttl: float = 86400.0


DURATION_FIELDS = ("task_timeout", "heartbeat", "result_ttl")


def load_worker_config(section):
    """``section`` is a mapping of strings, e.g. from configparser."""
    config = WorkerConfig()
    for key, value in section.items():
        if key == "concurrency":
            config.concurrency = int(value)
        elif key in DURATION_FIELDS:
            try:
                setattr(config, key, parse_duration(value))
            except DurationError as exc:
                raise ConfigError(f"[worker] {key}: {exc}") from exc
        else:
            raise ConfigError(f"[worker] unknown option {key!r}")
    if config.heartbeat >= config.task_timeout:
        raise ConfigError("[worker] heartbeat must be shorter than task_timeout")
    return config
