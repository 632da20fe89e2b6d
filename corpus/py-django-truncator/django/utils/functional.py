class SimpleLazyObject:
    """A minimal stand-in: wraps a value-producing callable."""

    def __init__(self, func):
        self._setupfunc = func

    def __str__(self):
        return str(self._setupfunc())
