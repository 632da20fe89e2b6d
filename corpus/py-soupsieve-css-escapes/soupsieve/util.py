"""Utility."""
from __future__ import annotations

UC_A = ord('A')
UC_Z = ord('Z')


def lower(string: str) -> str:
    """Lower."""

    new_string = []
    for c in string:
        o = ord(c)
        new_string.append(chr(o + 32) if UC_A <= o <= UC_Z else c)
    return ''.join(new_string)


class SelectorSyntaxError(Exception):
    """Syntax error in a CSS selector."""

    def __init__(self, msg: str, pattern: str | None = None, index: int | None = None) -> None:
        """Initialize."""

        self.pattern = pattern
        self.index = index
        super().__init__(msg if index is None else f'{msg}\n  at position {index}')
