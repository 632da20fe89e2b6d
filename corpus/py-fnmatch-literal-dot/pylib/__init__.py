"""Reduced copies of CPython Lib modules."""
