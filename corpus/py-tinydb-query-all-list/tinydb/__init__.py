"""
TinyDB is a tiny, document oriented database optimized for your happiness :)

TinyDB stores different types of Python data types using a configurable
storage mechanism. It comes with a syntax for querying data and storing
data in multiple tables.
"""
from .queries import Query, where
from .table import Document, Table

__all__ = ('TinyDB', 'MemoryStorage', 'Query', 'where', 'Table', 'Document')


class MemoryStorage:
    """Store the data as a Python dict in memory."""

    def __init__(self):
        self.memory = None

    def read(self):
        return self.memory

    def write(self, data):
        self.memory = data


class TinyDB:
    """The main class of TinyDB: it gives access to the tables of a storage.

    Unknown attributes are forwarded to the default table, so that
    ``db.insert(...)`` works like ``db.table('_default').insert(...)``.
    """

    table_class = Table
    default_table_name = '_default'

    def __init__(self, storage=MemoryStorage):
        self._storage = storage()
        self._tables = {}

    def __repr__(self):
        return '<{} tables={!r}>'.format(type(self).__name__, list(self.tables()))

    def table(self, name):
        if name in self._tables:
            return self._tables[name]
        table = self.table_class(self._storage, name)
        self._tables[name] = table
        return table

    def tables(self):
        return set(self._storage.read() or {})

    def drop_tables(self):
        self._storage.write({})
        self._tables.clear()

    def __len__(self):
        return len(self.table(self.default_table_name))

    def __getattr__(self, name):
        return getattr(self.table(self.default_table_name), name)
