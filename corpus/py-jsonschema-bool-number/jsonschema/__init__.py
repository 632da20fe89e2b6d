"""An implementation of JSON Schema for Python (reduced)."""

from jsonschema.exceptions import ValidationError  # noqa: F401
from jsonschema.validators import Draft7Validator, validate  # noqa: F401
