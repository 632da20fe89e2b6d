"""Schema: validate data against a dict of keys -> validators (reduced)."""

from voluptuous.error import Invalid, MultipleInvalid


class Marker:
    def __init__(self, schema, msg=None):
        self.schema = schema
        self.msg = msg

    def __hash__(self):
        return hash(self.schema)

    def __eq__(self, other):
        return self.schema == other


class Required(Marker):
    pass


class Optional(Marker):
    pass


class Schema:
    def __init__(self, schema, extra=False):
        self.schema = schema
        self.extra = extra

    def __call__(self, data):
        if not isinstance(self.schema, dict):
            return self._validate_value(self.schema, data, [])
        if not isinstance(data, dict):
            raise MultipleInvalid([Invalid("expected a dictionary")])
        out, errors = {}, []
        for key, validator in self.schema.items():
            name = key.schema if isinstance(key, Marker) else key
            if name not in data:
                if isinstance(key, Required):
                    errors.append(Invalid(key.msg or "required key not provided", [name]))
                continue
            try:
                out[name] = self._validate_value(validator, data[name], [name])
            except Invalid as e:
                errors.append(e)
        for name in data:
            if name not in out and not any(name == k for k in self.schema):
                if self.extra:
                    out[name] = data[name]
                else:
                    errors.append(Invalid("extra keys not allowed", [name]))
        if errors:
            raise MultipleInvalid(errors)
        return out

    def _validate_value(self, validator, value, path):
        if isinstance(validator, type):
            if isinstance(value, validator):
                return value
            raise Invalid("expected %s" % validator.__name__, path)
        try:
            return validator(value)
        except Invalid as e:
            e.prepend(path)
            raise
