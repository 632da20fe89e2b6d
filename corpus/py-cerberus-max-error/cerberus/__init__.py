"""Extensible validation for Python dictionaries (reduced)."""

from cerberus.validator import DocumentError, Validator  # noqa: F401

__version__ = "1.3.5"
