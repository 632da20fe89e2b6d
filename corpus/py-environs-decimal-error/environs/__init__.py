"""environs: simplified environment variable parsing (reduced)."""
import decimal
import os

from . import parsers

_MISSING = object()


class EnvError(ValueError):
    """Raised when an environment variable or if a required environment variable is unset."""


def _func2method(func, method_name):
    def method(self, name, default=_MISSING, **kwargs):
        parsed_key = self._prefix + name
        raw_value = self._environ.get(parsed_key, _MISSING)
        if raw_value is _MISSING:
            if default is _MISSING:
                raise EnvError('Environment variable "{}" not set'.format(parsed_key))
            return default
        try:
            value = func(raw_value, **kwargs)
        except ValueError as error:
            raise EnvError('Environment variable "{}" invalid: {}'.format(parsed_key, error)) from error
        self._values[parsed_key] = value
        return value

    method.__name__ = method_name
    return method


class Env:
    """An environment variable reader."""

    __call__ = _func2method(str, "__call__")
    str = _func2method(str, "str")
    int = _func2method(int, "int")
    float = _func2method(float, "float")
    bool = _func2method(parsers.parse_bool, "bool")
    decimal = _func2method(parsers.parse_decimal, "decimal")
    list = _func2method(parsers.parse_list, "list")
    dict = _func2method(parsers.parse_dict, "dict")

    def __init__(self, *, environ=None):
        self._environ = os.environ if environ is None else environ
        self._prefix = ""
        self._values = {}

    def prefixed(self, prefix):
        env = Env(environ=self._environ)
        env._prefix = self._prefix + prefix
        return env

    def dump(self):
        """Dump parsed environment variables to a dictionary of simple data types."""
        return {k: str(v) if isinstance(v, decimal.Decimal) else v for k, v in self._values.items()}


__all__ = ["Env", "EnvError"]
