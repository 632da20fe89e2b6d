"""Log levels and their ordering."""

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
RANK = {name: i for i, name in enumerate(LEVELS)}
ALIASES = {"WARN": "WARNING", "FATAL": "CRITICAL"}


def normalize(level):
    """Canonical name of a level, accepting the usual aliases in any case."""
    name = level.strip().upper()
    name = ALIASES.get(name, name)
    if name not in RANK:
        raise ValueError(f"unknown log level {level!r}")
    return name


def at_least(level, threshold):
    """True if `level` is as severe as `threshold` or more."""
    return RANK[normalize(level)] >= RANK[normalize(threshold)]
