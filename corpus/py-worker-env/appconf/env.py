"""Typed access to environment variables."""

import os


class ConfigError(Exception):
    """A setting is present but unusable."""


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


class Env:
    def __init__(self, environ=None, prefix=""):
        self.environ = os.environ if environ is None else environ
        self.prefix = prefix

    def raw(self, name):
        return self.environ.get(self.prefix + name)

    def str(self, name, default=None):
        value = self.raw(name)
        return default if value is None else value.strip()

    def int(self, name, default=None):
        value = self.raw(name)
        if value is None:
            return default
        try:
            return int(value.strip())
        except TypeError:
            raise ConfigError(f"{self.prefix}{name} must be an integer, got {value!r}") from None

    def bool(self, name, default=False):
        value = self.raw(name)
        if value is None:
            return default
        lowered = value.strip().lower()
        if lowered not in _TRUE | _FALSE:
            raise ConfigError(f"{self.prefix}{name} must be a boolean, got {value!r}")
        return lowered in _TRUE

    def list(self, name, default=(), sep=","):
        value = self.raw(name)
        if value is None:
            return list(default)
        return [item.strip() for item in value.split(sep) if item.strip()]
