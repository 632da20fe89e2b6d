from .fields import Field, ValidationError


class Model:
    def __init__(self, **data):
        self._set = set()
        for name, field in self.fields().items():
            key = field.alias if field.alias in data else name
            if key in data:
                value = field.validate(data[key])
                self._set.add(name)
            elif field.required:
                raise ValidationError("%s: field required" % name)
            else:
                value = field.default
            self.__dict__[name] = value

    @classmethod
    def fields(cls):
        found = {}
        for klass in reversed(cls.__mro__):
            for name, attr in vars(klass).items():
                if isinstance(attr, Field):
                    found[name] = attr
        return found

    def dump(self, by_alias=False, exclude_none=False, exclude_unset=False):
        out = {}
        for name, field in self.fields().items():
            value = self.__dict__[name]
            if exclude_unset and name not in self._set:
                continue
            if not exclude_none and value is None:
                continue
            if isinstance(value, Model):
                value = value.dump(by_alias, exclude_none, exclude_unset)
            out[field.alias if by_alias and field.alias else name] = value
        return out
