"""
rapid string matching library (pure Python reduced version)
"""
from rapidfuzz import distance, fuzz, utils  # noqa
