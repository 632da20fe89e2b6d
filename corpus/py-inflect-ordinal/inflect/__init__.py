"""
inflect: english language inflection
 - correctly generate plurals, ordinals, indefinite articles
 - convert numbers to words
"""
from .engine import engine

__all__ = ["engine"]
