"""Strict separation of settings from code (reduced)."""

import os
from shlex import shlex

from decouple.repository import RepositoryEmpty, RepositoryEnv  # noqa: F401


class UndefinedValueError(Exception):
    pass


class Undefined:
    """Class to represent undefined type."""


undefined = Undefined()


class Config:
    """Handle .env file format used by Foreman."""

    _BOOLEANS = {"1": True, "yes": True, "true": True, "on": True,
                 "0": False, "no": False, "false": False, "off": False, "": False}

    def __init__(self, repository):
        self.repository = repository

    def _cast_boolean(self, value):
        value = str(value)
        if value.lower() not in self._BOOLEANS:
            raise ValueError("Not a boolean: %s" % value)
        return self._BOOLEANS[value.lower()]

    @staticmethod
    def _cast_do_nothing(value):
        return value

    def get(self, option, default=undefined, cast=undefined):
        """Return the value for option or default if defined."""
        if option in os.environ:
            value = os.environ[option]
        elif option in self.repository:
            value = self.repository[option]
        else:
            if isinstance(default, Undefined):
                raise UndefinedValueError("{} not found. Declare it as envvar or define a default value.".format(option))
            value = default

        if isinstance(cast, Undefined):
            cast = self._cast_do_nothing
        elif cast is bool:
            cast = self._cast_boolean
        return cast(value)

    def __call__(self, *args, **kwargs):
        return self.get(*args, **kwargs)


class Csv:
    """Produces a csv parser that return a list of transformed elements."""

    def __init__(self, cast=str, delimiter=",", strip=" \t\r\n", post_process=list):
        self.cast, self.delimiter, self.strip, self.post_process = cast, delimiter, strip, post_process

    def __call__(self, value):
        if value is None:
            return self.post_process()
        splitter = shlex(value, posix=True)
        splitter.whitespace = self.delimiter
        splitter.whitespace_split = True
        return self.post_process(self.cast(s.strip(self.strip)) for s in splitter)
