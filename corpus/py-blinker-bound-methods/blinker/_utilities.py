from weakref import ref, WeakMethod


class _symbol:
    def __init__(self, name):
        """Construct a new named symbol."""
        self.__name__ = self.name = name

    def __repr__(self):
        return self.name


class symbol:
    """A constant symbol.

    >>> symbol('foo') is symbol('foo')
    True
    """

    symbols = {}

    def __new__(cls, name):
        try:
            return cls.symbols[name]
        except KeyError:
            return cls.symbols.setdefault(name, _symbol(name))


def hashable_identity(obj):
    if hasattr(obj, "__func__"):
        return id(obj.__func__)
    elif isinstance(obj, (str, bytes)):
        return obj
    else:
        return id(obj)


class annotatable_weakref(ref):
    """A weakref.ref that supports custom instance attributes."""


class annotatable_weakmethod(WeakMethod):
    """A weakref.WeakMethod that supports custom instance attributes."""


WeakTypes = (ref, WeakMethod)


def reference(object, callback=None, **annotations):
    """Return an annotated weak ref."""
    if callable(object):
        weak = callable_reference(object, callback)
    else:
        weak = annotatable_weakref(object, callback)
    for key, value in annotations.items():
        setattr(weak, key, value)
    return weak


def callable_reference(object, callback=None):
    """Return an annotated weak ref, supporting bound instance methods."""
    if hasattr(object, "__self__") and object.__self__ is not None:
        return annotatable_weakmethod(object, callback)
    return annotatable_weakref(object, callback)
