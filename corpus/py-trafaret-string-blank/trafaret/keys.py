from .base import DataError, Trafaret


class Key:
    """Helper class for Dict."""

    def __init__(self, name, default=None, optional=False, to_name=None, trafaret=None):
        self.name = name
        self.to_name = to_name
        self.default = default
        self.optional = optional
        self.trafaret = trafaret

    def __call__(self, data, context=None):
        if self.name in data or self.default is not None:
            value = data.get(self.name, self.default)
            try:
                yield self.get_name(), self.trafaret(value, context=context), (self.name,)
            except DataError as de:
                yield self.get_name(), de, (self.name,)
        elif not self.optional:
            yield self.name, DataError(error="is required", name=self.name), (self.name,)

    def get_name(self):
        return self.to_name or self.name


class Dict(Trafaret):
    def __init__(self, keys):
        self.keys = []
        for key, trafaret in keys.items():
            key.trafaret = trafaret
            self.keys.append(key)

    def transform(self, value, context=None):
        if not isinstance(value, dict):
            self._failure("value is not a dict", value=value)
        collect, errors = {}, {}
        for key in self.keys:
            for name, val, _ in key(value, context=context):
                if isinstance(val, DataError):
                    errors[name] = val
                else:
                    collect[name] = val
        if errors:
            raise DataError(error=errors, value=value)
        return collect
