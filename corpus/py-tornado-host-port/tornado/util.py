"""Miscellaneous utility functions and classes."""

import re
import typing

_re_unescape_pattern = re.compile(r"\\(.)", re.DOTALL)


class ObjectDict(typing.Dict[str, typing.Any]):
    """Makes a dictionary behave like an object, with attribute-style access."""

    def __getattr__(self, name: str) -> typing.Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name: str, value: typing.Any) -> None:
        self[name] = value


def _re_unescape_replacement(match: typing.Match[str]) -> str:
    group = match.group(1)
    if group[0] in _alphanum:
        raise ValueError("cannot unescape '\\\\%s'" % group[0])
    return group


_alphanum = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def re_unescape(s: str) -> str:
    r"""Unescape a string escaped by `re.escape`."""
    return _re_unescape_pattern.sub(_re_unescape_replacement, s)
