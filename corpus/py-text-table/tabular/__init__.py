"""Plain-text tables for command-line output."""

from .table import Column, Table

__all__ = ["Column", "Table"]
