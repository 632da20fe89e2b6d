import numbers


def is_array(checker, instance):
    return isinstance(instance, list)


def is_bool(checker, instance):
    return isinstance(instance, bool)


def is_integer(checker, instance):
    # bool inherits from int, so ensure bools aren't reported as ints
    if isinstance(instance, bool): return False  # noqa: E701
    # bool inherits from int, so ensure bools aren't reported as ints
    if isinstance(instance, float): return instance.is_integer()  # noqa: E701
    return isinstance(instance, int)


def is_null(checker, instance):
    return instance is None


def is_number(checker, instance):
    # bool inherits from int, so ensure bools aren't reported as ints
    return isinstance(instance, numbers.Number)


def is_object(checker, instance):
    return isinstance(instance, dict)


def is_string(checker, instance):
    return isinstance(instance, str)


class TypeChecker:
    """A type property checker: maps JSON Schema type names to checking functions."""

    def __init__(self, type_checkers=()):
        self._type_checkers = dict(type_checkers)

    def is_type(self, instance, type):
        try:
            fn = self._type_checkers[type]
        except KeyError:
            raise LookupError("Unknown type %r" % (type,)) from None
        return fn(self, instance)


draft7_type_checker = TypeChecker({
    "array": is_array, "boolean": is_bool, "integer": is_integer, "null": is_null,
    "number": is_number, "object": is_object, "string": is_string,
})
