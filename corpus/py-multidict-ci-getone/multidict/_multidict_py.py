_marker = object()


class istr(str):
    """Case insensitive str."""

    __is_istr__ = True


class _Base:
    def _title(self, key):
        return key

    def getall(self, key, default=_marker):
        """Return a list of all values matching the key."""
        identity = self._title(key)
        res = [v for i, k, v in self._items if i == identity]
        if res:
            return res
        if not res and default is not _marker:
            return default
        raise KeyError("Key not found: %r" % key)

    def getone(self, key, default=_marker):
        """Get first value matching the key.

        Raises KeyError if the key is not found and no default is provided.
        """
        identity = self._title(key)
        for i, k, v in self._items:
            if i == key:
                return v
        if default is not _marker:
            return default
        raise KeyError("Key not found: %r" % key)

    # Mapping interface #

    def __getitem__(self, key):
        return self.getone(key)

    def get(self, key, default=None):
        """Get first value matching the key."""
        return self.getone(key, default)

    def __len__(self):
        return len(self._items)

    def __contains__(self, key):
        identity = self._title(key)
        for i, k, v in self._items:
            if i == identity:
                return True
        return False

    def keys(self):
        return [k for i, k, v in self._items]


class MultiDict(_Base):
    """Dictionary with the support for duplicate keys."""

    def __init__(self, *args, **kwargs):
        self._items = []
        self.extend(*args, **kwargs)

    def add(self, key, value):
        self._items.append((self._title(key), key, value))

    def extend(self, *args, **kwargs):
        """Extend current MultiDict with more values."""
        items = list(args[0].items() if args and hasattr(args[0], "items") else args[0] if args else [])
        for key, value in items + list(kwargs.items()):
            self.add(key, value)


class CIMultiDict(MultiDict):
    """Dictionary with the support for duplicate case-insensitive keys."""

    def _title(self, key):
        return key.title()
