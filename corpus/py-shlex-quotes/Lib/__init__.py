"""A reduced copy of CPython's Lib/shlex.py (POSIX mode, whitespace_split)."""
