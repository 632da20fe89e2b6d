"""Data classes validated from type annotations, in the style of pydantic v1."""

from .fields import ValidationError
from .main import BaseModel
from .validators import constr

__all__ = ["BaseModel", "ValidationError", "constr"]
