"""An implementation of a subset of JSON Schema validation for Python."""

from jsonschema.exceptions import ValidationError
from jsonschema.validators import Draft7Validator, validate

__all__ = ("Draft7Validator", "ValidationError", "validate")
