"""Fields and the Record base class."""

_NOTHING = object()


class Field:
    def __init__(self, default=_NOTHING, validator=None):
        self.default = default
        self.validator = validator
        self.name = None

    def __set_name__(self, owner, name):
        self.name = name


class Record:
    """Subclasses declare ``Field`` class attributes; __init__ takes them as keywords."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.__fields__ = [v for v in vars(cls).values() if isinstance(v, Field)]

    def __init__(self, **kwargs):
        for field in self.__fields__:
            if field.name in kwargs:
                value = kwargs.pop(field.name)
            elif field.default is not _NOTHING:
                value = field.default
            else:
                raise TypeError(f"missing required argument: {field.name!r}")
            if field.validator is not None:
                field.validator(self, field, value)
            setattr(self, field.name, value)
        if kwargs:
            raise TypeError(f"unexpected arguments: {sorted(kwargs)}")

    def __repr__(self):
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in self.__fields__)
        return f"{type(self).__name__}({args})"

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f.name) == getattr(other, f.name) for f in self.__fields__)
