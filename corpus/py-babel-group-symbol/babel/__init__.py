"""Integrated collection of utilities that assist in internationalizing applications (reduced)."""

from babel.core import Locale, UnknownLocaleError  # noqa: F401

__version__ = "2.14.0"
