from .keylist_util import get_item, set_item
from .keypath_util import parse_keys


class benedict(dict):
    def __init__(self, *args, keypath_separator=".", **kwargs):
        super().__init__(*args, **kwargs)
        self._keypath_separator = keypath_separator

    def _parse(self, key):
        return parse_keys(key, self._keypath_separator)

    def __getitem__(self, key):
        keys = self._parse(key)
        if len(keys) == 1:
            return super().__getitem__(keys[0])
        value = get_item(self, keys)
        if value is None:
            raise KeyError(key)
        return value

    def __setitem__(self, key, value):
        keys = self._parse(key)
        if len(keys) == 1:
            return super().__setitem__(keys[0], value)
        set_item(self, keys, value)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default
