"""Tables, the central place for accessing and manipulating data in TinyDB."""
from collections.abc import Mapping

__all__ = ('Document', 'Table')


class Document(dict):
    def __init__(self, value, doc_id):
        super().__init__(value)
        self.doc_id = doc_id


class Table:
    """Represents a single TinyDB table."""

    document_class = Document
    document_id_class = int

    def __init__(self, storage, name):
        self._storage = storage
        self._name = name
        self._next_id = None

    def insert(self, document):
        """Insert a new document into the table and return its id."""
        if not isinstance(document, Mapping):
            raise ValueError('Document is not a Mapping')
        return self.insert_multiple([document])[0]

    def insert_multiple(self, documents):
        doc_ids = []

        def updater(table):
            for document in documents:
                doc_id = self._get_next_id()
                doc_ids.append(doc_id)
                table[doc_id] = dict(document)

        self._update_table(updater)
        return doc_ids

    def all(self):
        return [self.document_class(doc, doc_id) for doc_id, doc in self._read_table().items()]

    def search(self, cond):
        return [doc for doc in self.all() if cond(doc)]

    def count(self, cond):
        return len(self.search(cond))

    def update(self, fields, cond):
        def updater(table):
            for doc_id in list(table):
                if cond(table[doc_id]):
                    table[doc_id].update(fields)

        self._update_table(updater)

    def remove(self, cond):
        removed = [doc.doc_id for doc in self.search(cond)]

        def updater(table):
            for doc_id in removed:
                table.pop(doc_id)

        self._update_table(updater)
        return removed

    def __len__(self):
        return len(self._read_table())

    def _get_next_id(self):
        if self._next_id is None:
            table = self._read_table()
            self._next_id = max(table, default=0) + 1
        next_id = self._next_id
        self._next_id = next_id + 1
        return next_id

    def _read_table(self):
        tables = self._storage.read() or {}
        raw_table = tables.get(self._name, {})
        return {self.document_id_class(doc_id): doc for doc_id, doc in raw_table.items()}

    def _update_table(self, updater):
        tables = self._storage.read() or {}
        table = self._read_table()
        updater(table)
        tables[self._name] = {str(doc_id): doc for doc_id, doc in table.items()}
        self._storage.write(tables)
