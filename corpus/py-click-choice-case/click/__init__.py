from .exceptions import BadParameter
from .types import Choice, INT, ParamType

__all__ = ["BadParameter", "Choice", "INT", "ParamType"]
