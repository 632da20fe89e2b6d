"""A reduced copy of the Sniffer class from CPython's Lib/csv.py."""
from .sniffer import Error, Sniffer  # noqa
