from cerberus import errors


class DocumentError(Exception):
    """Raised when the target document is missing or has the wrong format."""


class Validator:
    types_mapping = {"string": str, "integer": int, "float": float, "number": (int, float),
                     "boolean": bool, "dict": dict, "list": list}

    def __init__(self, schema=None, allow_unknown=False):
        self.schema = schema
        self.allow_unknown = allow_unknown
        self.error_handler = errors.BasicErrorHandler()
        self._errors = []

    @property
    def errors(self):
        return self.error_handler(self._errors)

    def _error(self, field, definition, constraint=None, value=None):
        self._errors.append((field, definition, constraint, value))

    def validate(self, document, schema=None):
        if not isinstance(document, dict):
            raise DocumentError("'%s' is not a document, must be a dict" % (document,))
        schema = schema if schema is not None else self.schema
        self._errors = []
        for field, rules in schema.items():
            if field not in document:
                if rules.get("required"):
                    self._error(field, errors.REQUIRED_FIELD)
                continue
            value = document[field]
            for rule in ("type", "allowed", "min", "max", "minlength", "maxlength"):
                if rule in rules:
                    getattr(self, "_validate_" + rule)(rules[rule], field, value)
        if not self.allow_unknown:
            for field in document:
                if field not in schema:
                    self._error(field, errors.UNKNOWN_FIELD)
        return not self._errors

    def _validate_type(self, data_type, field, value):
        if isinstance(value, bool) and data_type in ("integer", "number"):
            self._error(field, errors.BAD_TYPE, data_type)
        elif not isinstance(value, self.types_mapping[data_type]):
            self._error(field, errors.BAD_TYPE, data_type)

    def _validate_allowed(self, allowed_values, field, value):
        if value not in allowed_values:
            self._error(field, errors.UNALLOWED_VALUE, allowed_values, value)

    def _validate_min(self, min_value, field, value):
        try:
            if value < min_value:
                self._error(field, errors.MIN_VALUE, min_value)
        except TypeError:
            pass

    def _validate_max(self, max_value, field, value):
        try:
            if value > max_value:
                self._error(field, errors.MIN_VALUE, max_value)
        except TypeError:
            pass

    def _validate_minlength(self, min_length, field, value):
        if len(value) < min_length:
            self._error(field, errors.MIN_LENGTH, min_length)

    def _validate_maxlength(self, max_length, field, value):
        if len(value) > max_length:
            self._error(field, errors.MAX_LENGTH, max_length)
