"""Model fields: one annotated attribute, its default and how to validate it."""

from .validators import VALIDATORS

REQUIRED = object()


class ValidationError(ValueError):
    def __init__(self, errors, model_name):
        self.errors = errors  # list of (field name, message)
        lines = [f"{len(errors)} validation error(s) for {model_name}"]
        lines += [f"{name}\n  {message}" for name, message in errors]
        super().__init__("\n".join(lines))


class ModelField:
    def __init__(self, name, annotation, default=REQUIRED):
        self.name = name
        self.default = default
        self.validator = VALIDATORS.get(annotation, annotation)

    @property
    def required(self):
        return self.default is REQUIRED

    def validate(self, value):
        """Returns (value, None) or (None, error message)."""
        try:
            return self.validator(value), None
        except (TypeError, AssertionError) as exc:
            return None, str(exc) or type(exc).__name__
