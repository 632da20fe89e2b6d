"""
Module for the jsonlines data format.
"""

from .jsonlines import (
    Error,
    InvalidLineError,
    Reader,
    Writer,
    open,
)

__all__ = [
    "Error",
    "InvalidLineError",
    "Reader",
    "Writer",
    "open",
]
