"""The Schema class and its Optional keys."""

from . import COMPARABLE, CALLABLE, DICT, ITERABLE, TYPE, VALIDATOR, _plural_s, _priority
from .errors import SchemaError, SchemaMissingKeyError, SchemaWrongKeyError


class Schema(object):
    """Entry point of the library: a validation schema for some data."""

    def __init__(self, schema, error=None, ignore_extra_keys=False):
        self._schema = schema
        self._error = error
        self._ignore_extra_keys = ignore_extra_keys

    @staticmethod
    def _dict_key_priority(s):
        """Return priority for a given key object."""
        if isinstance(s, Optional):
            return _priority(s._schema) + 0.5
        return _priority(s)

    def validate(self, data):
        s, e, i = self._schema, self._error, self._ignore_extra_keys
        flavor = _priority(s)
        if flavor == ITERABLE:
            data = Schema(type(s), error=e).validate(data)
            o = Or(*s, error=e)
            return type(data)(o.validate(d) for d in data)
        if flavor == DICT:
            data = Schema(dict, error=e).validate(data)
            new = type(data)()  # new - is a dict of the validated values
            coverage = set()  # matched schema keys
            # for each key and value find a schema entry matching them, if any
            sorted_skeys = sorted(s, key=self._dict_key_priority)
            for key, value in data.items():
                for skey in sorted_skeys:
                    try:
                        nkey = Schema(skey, error=e).validate(key)
                    except SchemaError:
                        continue
                    try:
                        nvalue = Schema(s[skey], error=e, ignore_extra_keys=i).validate(value)
                    except SchemaError as x:
                        raise SchemaError(["Key '%s' error:" % nkey] + x.autos, [e] + x.errors)
                    new[nkey] = nvalue
                    coverage.add(skey)
                    break
            required = set(k for k in s if not isinstance(k, Optional))
            if not required.issubset(coverage):
                missing_keys = required - coverage
                s_missing_keys = ", ".join(repr(k) for k in sorted(missing_keys, key=repr))
                raise SchemaMissingKeyError("Missing key%s: %s" % (_plural_s(missing_keys), s_missing_keys), e)
            if not i and (len(new) != len(data)):
                wrong_keys = set(data.keys()) - set(new.keys())
                s_wrong_keys = ", ".join(repr(k) for k in sorted(wrong_keys, key=repr))
                raise SchemaWrongKeyError("Wrong key%s %s in %r" % (_plural_s(wrong_keys), s_wrong_keys, data), e)
            # Apply default-having optionals that haven't been used:
            defaults = set(k for k in s if isinstance(k, Optional) and hasattr(k, "default"))
            for default in defaults:
                new[default.key] = default.default() if callable(default.default) else default.default
            return new
        if flavor == TYPE:
            if isinstance(data, s) and not (isinstance(data, bool) and s == int):
                return data
            raise SchemaError("%r should be instance of %r" % (data, s.__name__), e)
        if flavor == VALIDATOR:
            return s.validate(data)
        if flavor == CALLABLE:
            f = getattr(s, "__name__", repr(s))
            try:
                if s(data):
                    return data
            except BaseException as x:
                raise SchemaError("%s(%r) raised %r" % (f, data, x), e)
            raise SchemaError("%s(%r) should evaluate to True" % (f, data), e)
        if s == data:
            return data
        raise SchemaError("%r does not match %r" % (s, data), e)

class Optional(Schema):
    """Marker for an optional part of the validation Schema."""

    _MARKER = object()

    def __init__(self, *args, **kwargs):
        default = kwargs.pop("default", self._MARKER)
        super(Optional, self).__init__(*args, **kwargs)
        if default is not self._MARKER:
            self.default = default
            self.key = str(self._schema)

    def __hash__(self):
        return hash(self._schema)

    def __eq__(self, other):
        return self.__class__ is other.__class__ and self._schema == other._schema


from . import Or  # noqa: E402
