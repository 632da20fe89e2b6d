"""schema is a library for validating Python data structures."""

from .errors import SchemaError, SchemaMissingKeyError, SchemaWrongKeyError

__version__ = "0.7.5"
__all__ = ["Schema", "And", "Or", "Use", "Optional", "SchemaError"]

COMPARABLE, CALLABLE, VALIDATOR, TYPE, DICT, ITERABLE = range(6)


def _priority(s):
    """Return priority for a given object."""
    if type(s) in (list, tuple, set, frozenset):
        return ITERABLE
    if type(s) is dict:
        return DICT
    if issubclass(type(s), type):
        return TYPE
    if hasattr(s, "validate"):
        return VALIDATOR
    if callable(s):
        return CALLABLE
    return COMPARABLE


def _plural_s(sized):
    return "s" if len(sized) > 1 else ""


class And(object):
    """Utility function to combine validation directives in AND Boolean fashion."""

    def __init__(self, *args, **kw):
        self._args, self._error = args, kw.get("error")

    def validate(self, data):
        for s in [Schema(s, error=self._error) for s in self._args]:
            data = s.validate(data)
        return data


class Or(And):
    """Utility function to combine validation directives in a OR Boolean fashion."""

    def validate(self, data):
        autos, errors = [], []
        for s in [Schema(s, error=self._error) for s in self._args]:
            try:
                return s.validate(data)
            except SchemaError as _x:
                autos += _x.autos
                errors += _x.errors
        raise SchemaError(["%r did not validate %r" % (self, data)] + autos,
                          [self._error.format(data) if self._error else None] + errors)


class Use(object):
    """Transform the data while it is being validated."""

    def __init__(self, callable_, error=None):
        self._callable, self._error = callable_, error

    def validate(self, data):
        try:
            return self._callable(data)
        except SchemaError as x:
            raise SchemaError([None] + x.autos, [self._error] + x.errors)
        except BaseException as x:
            f = self._callable.__name__
            raise SchemaError("%s(%r) raised %r" % (f, data, x), self._error)


from .core import Optional, Schema  # noqa: E402
