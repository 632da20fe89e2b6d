"""FlatDict is a dict object that allows for single level, delimited
key/value pair mapping of nested dictionaries.
"""
from collections.abc import MutableMapping


class FlatDict(MutableMapping):
    """:class:`~flatdict.FlatDict` is a dictionary object that allows for
    single level, delimited key/value pair mapping of nested dictionaries.
    The default delimiter value is ``:`` but can be changed in the constructor
    or by calling :meth:`FlatDict.set_delimiter`.
    """
    _COERCE = dict

    def __init__(self, value=None, delimiter=":", dict_class=dict):
        super().__init__()
        self._values = dict_class()
        self._delimiter = delimiter
        self.update(value or {})

    def __contains__(self, key):
        if self._has_delimiter(key):
            pk, ck = self._split(key)
            return pk in self._values and ck in self._values[pk]
        return key in self._values

    def __delitem__(self, key):
        if key not in self:
            raise KeyError(key)
        if self._has_delimiter(key):
            pk, ck = self._split(key)
            del self._values[pk][ck]
            if not self._values[pk]:
                del self._values[pk]
        else:
            del self._values[key]

    def __getitem__(self, key):
        values = self._values
        if self._has_delimiter(key):
            pk, ck = self._split(key)
            return values[pk][ck]
        return values[key]

    def __iter__(self):
        for key in self.keys():
            yield key

    def __len__(self):
        return len(self.keys())

    def __setitem__(self, key, value):
        if isinstance(value, self._COERCE) and not isinstance(value, FlatDict):
            value = self.__class__(value, self._delimiter)
        if self._has_delimiter(key):
            pk, ck = self._split(key)
            if pk not in self._values:
                self._values[pk] = self.__class__({ck: value}, self._delimiter)
                return
            self._values[pk][ck] = value
        else:
            self._values[key] = value

    def keys(self):
        keys = []
        for key, value in self._values.items():
            if isinstance(value, FlatDict):
                keys += [self._delimiter.join([str(key), str(k)]) for k in value.keys()]
            else:
                keys.append(key)
        return keys

    def as_dict(self):
        return {k: v.as_dict() if isinstance(v, FlatDict) else v for k, v in self._values.items()}

    def _has_delimiter(self, key):
        return isinstance(key, str) and self._delimiter in key

    def _split(self, key):
        return key.rsplit(self._delimiter, 1)
