"""Parse, validate and reformat standard numbers and codes."""

__version__ = '1.20'
