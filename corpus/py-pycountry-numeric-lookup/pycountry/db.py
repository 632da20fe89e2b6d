import logging
import threading
from typing import Any, Dict, Iterator, List

logger = logging.getLogger("pycountry.db")

class Data:
    def __init__(self, **fields: str):
        self._fields = fields

    def __getattr__(self, key):
        if key in self._fields:
            return self._fields[key]
        raise AttributeError(key)

    def __repr__(self) -> str:
        fields = ", ".join("%s=%r" % i for i in sorted(self._fields.items()))
        return f"{self.__class__.__name__}({fields})"


def lazy_load(f):
    def load_if_needed(self, *args, **kw):
        if not self._is_loaded:
            with self._load_lock:
                self._load()
        return f(self, *args, **kw)
    return load_if_needed


def _normalize(field: str, value: Any) -> str:
    # ISO 3166 numeric codes are three digits with leading zeros; accept ints.
    if field in ("numeric", None) and isinstance(value, int):
        value = "%3d" % value
    if not isinstance(value, str):
        raise LookupError()
    return value.lower()


class Database:
    data_class: Any = None
    no_index: List[str] = []

    def __init__(self, records: List[Dict[str, str]]) -> None:
        self.records = records
        self._is_loaded = False
        self._load_lock = threading.Lock()

    def _load(self) -> None:
        if self._is_loaded:
            return
        self.objects = []
        self.indices: Dict[str, Dict[str, Any]] = {}

        for entry in self.records:
            obj = self.data_class(**entry)
            self.objects.append(obj)
            # Inject into index.
            for key, value in entry.items():
                if key in self.no_index:
                    continue
                # Lookups and searches are case insensitive. Normalize here.
                index = self.indices.setdefault(key, {})
                value = value.lower()
                if value in index:
                    logger.debug("%r already taken in index %r", value, key)
                index[value] = obj
        self._is_loaded = True

    # Public API
    @lazy_load
    def __iter__(self) -> Iterator[Data]:
        return iter(self.objects)

    @lazy_load
    def __len__(self) -> int:
        return len(self.objects)

    @lazy_load
    def get(self, **kw):
        kw.setdefault("default", None)
        default = kw.pop("default")
        if len(kw) != 1:
            raise TypeError("Only one criteria may be given")
        field, value = kw.popitem()
        value = _normalize(field, value)
        index = self.indices[field]
        try:
            return index[value]
        except KeyError:
            return default

    @lazy_load
    def lookup(self, value):
        value = _normalize(None, value)
        for key in self.indices:
            try:
                return self.indices[key][value]
            except LookupError:
                pass
        raise LookupError("Could not find a record for %r" % value)
