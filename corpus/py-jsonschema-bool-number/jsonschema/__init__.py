"""An implementation of JSON Schema for Python (reduced)."""

from jsonschema.validators import Draft7Validator, ValidationError, validate  # noqa: F401
