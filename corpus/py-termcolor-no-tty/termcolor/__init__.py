"""ANSI color formatting for output in terminal."""
from .termcolor import ATTRIBUTES, COLORS, HIGHLIGHTS, RESET, colored, cprint

__all__ = ["ATTRIBUTES", "COLORS", "HIGHLIGHTS", "RESET", "colored", "cprint"]
