"""A small object (de)serialisation library in the style of marshmallow."""

from .fields import Email, Integer, String, ValidationError
from .schema import Schema

__all__ = ["Email", "Integer", "Schema", "String", "ValidationError"]
