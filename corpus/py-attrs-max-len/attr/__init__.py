from ._make import Attribute, attrib, fields, validate
from . import validators

__all__ = ["Attribute", "attrib", "fields", "validate", "validators"]
