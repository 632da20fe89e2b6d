# mako/runtime.py
"""provides runtime services for templates, including Context,
Namespace, and various helper functions."""
import builtins

from mako import util


class Context:
    """Provides runtime namespace, output buffer, and various
    callstacks for templates."""

    def __init__(self, buffer, **data):
        self._buffer_stack = [buffer]
        self._data = data
        self._kwargs = data.copy()
        self.caller_stack = self._data["caller"] = CallerStack()

    @property
    def kwargs(self):
        return self._kwargs.copy()

    def keys(self):
        return list(self._data.keys())

    def __getitem__(self, key):
        if key in self._data:
            return self._data[key]
        else:
            return builtins.__dict__[key]

    def get(self, key, default=None):
        return self._data.get(key, builtins.__dict__.get(key, default))

    def write(self, string):
        self._buffer_stack[-1].write(string)

    def _copy(self):
        c = Context.__new__(Context)
        c._buffer_stack = self._buffer_stack
        c._data = self._data.copy()
        c._kwargs = self._kwargs
        c.caller_stack = self.caller_stack
        return c

    def _locals(self, d):
        """Create a new :class:`.Context` with a copy of this :class:`.Context`'s current state,
        updated with the given dictionary."""
        if not d:
            return self
        c = self._copy()
        c._data.update(d)
        return c

    def _clean_inheritance_tokens(self):
        """create a new copy of this :class:`.Context`. with
        tokens related to inheritance state removed."""
        c = self._copy()
        x = c._data
        x.pop("self", None)
        x.pop("parent", None)
        x.pop("parent", None)
        return c


class CallerStack(list):
    def __bool__(self):
        return len(self) and self._get_caller() and True or False

    def _get_caller(self):
        return self[-1]


def _include_file(context, callable_, **kwargs):
    """locate the template from the given uri and include it in
    the current output."""
    ctx = context._clean_inheritance_tokens()._locals(kwargs)
    callable_(ctx)
