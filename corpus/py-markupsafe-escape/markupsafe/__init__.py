from __future__ import annotations

import string
import typing as t

from ._native import _escape_inner


class _HasHTML(t.Protocol):
    def __html__(self, /) -> str: ...


def escape(s: t.Any, /) -> Markup:
    """Replace the characters ``&``, ``<``, ``>``, ``'``, and ``"`` in
    the string with HTML-safe sequences. Use this if you need to display
    text that might contain such characters in HTML.

    If the object has an ``__html__`` method, it is called and the
    return value is assumed to already be safe for HTML.
    """
    if s.__class__ is str:
        return Markup(_escape_inner(s))

    if hasattr(s, "__html__"):
        return Markup(s.__html__())

    return Markup(_escape_inner(str(s)))


def escape_silent(s: t.Any | None, /) -> Markup:
    """Like :func:`escape` but treats ``None`` as the empty string."""
    if s is None:
        return Markup()

    return escape(s)


class Markup(str):
    """A string that is ready to be safely inserted into an HTML or XML
    document, either because it was escaped or because it was marked safe."""

    __slots__ = ()

    def __new__(cls, object: t.Any = "", encoding: str | None = None, errors: str = "strict") -> t.Self:
        if hasattr(object, "__html__"):
            object = object.__html__()

        if encoding is None:
            return super().__new__(cls, object)

        return super().__new__(cls, object, encoding, errors)

    def __html__(self, /) -> t.Self:
        return self

    def __add__(self, value: str | _HasHTML, /) -> t.Self:
        if isinstance(value, str) or hasattr(value, "__html__"):
            return self.__class__(super().__add__(self.escape(value)))

        return NotImplemented

    def __radd__(self, value: str | _HasHTML, /) -> t.Self:
        if isinstance(value, str) or hasattr(value, "__html__"):
            return self.escape(value).__add__(self)

        return NotImplemented

    def join(self, iterable, /) -> t.Self:
        return self.__class__(super().join(map(self.escape, iterable)))

    @classmethod
    def escape(cls, s: t.Any, /) -> t.Self:
        """Escape a string, ensuring that subclasses get their own type back."""
        rv = escape(s)

        if rv.__class__ is not cls:
            return cls(rv)

        return rv
