from voluptuous.error import Invalid, MultipleInvalid  # noqa: F401
from voluptuous.schema_builder import Optional, Required, Schema  # noqa: F401
from voluptuous.validators import All, Boolean, Coerce, Length, Range  # noqa: F401
