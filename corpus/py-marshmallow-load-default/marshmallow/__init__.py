from .exceptions import ValidationError, missing
from .fields import Field, Integer, String
from .schema import Schema

__all__ = ["Field", "Integer", "Schema", "String", "ValidationError", "missing"]
