"""dynaconf: a settings object fed from defaults and the environment (reduced)."""
import os

from .env_loader import load_from_env

__all__ = ["Dynaconf"]


class Dynaconf:
    def __init__(self, envvar_prefix="DYNACONF", environ=None, **defaults):
        self._store = {}
        self._prefix = envvar_prefix
        self._environ = os.environ if environ is None else environ
        for k, v in defaults.items():
            self.set(k, v)
        load_from_env(self, prefix=self._prefix, env=self._environ)

    def set(self, key, value):
        self._store[key.upper()] = value

    def get(self, key, default=None, fresh=False):
        if fresh:
            load_from_env(self, prefix=self._prefix, key=key, env=self._environ)
        return self._store.get(key.upper(), default)

    def get_fresh(self, key, default=None):
        return self.get(key, default, fresh=True)

    def __getattr__(self, name):
        try:
            return self.__dict__["_store"][name.upper()]
        except KeyError:
            raise AttributeError(name)
