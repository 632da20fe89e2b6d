"""Contains the querying interface: ``(where('f1') == 5) & (where('f2') != 2)``."""

__all__ = ('Query', 'QueryInstance', 'where')


def is_sequence(obj):
    return hasattr(obj, '__iter__')


class QueryInstance:
    """A query that can be called with a document: ``query(doc) -> bool``."""

    def __init__(self, test, hashval):
        self._test = test
        self._hash = hashval

    def __call__(self, value):
        return self._test(value)

    def __and__(self, other):
        return QueryInstance(lambda value: self(value) and other(value), ('and', self._hash, other._hash))

    def __or__(self, other):
        return QueryInstance(lambda value: self(value) or other(value), ('or', self._hash, other._hash))


class Query(QueryInstance):
    """TinyDB Queries: ``Query().field == value``, ``Query().a.b.exists()``."""

    def __init__(self):
        self._path = ()

        def notest(_):
            raise RuntimeError('Empty query was evaluated')

        super().__init__(test=notest, hashval=(None,))

    def __getattr__(self, item):
        query = type(self)()
        query._path = self._path + (item,)
        query._hash = ('path', query._path)
        return query

    __getitem__ = __getattr__

    def _generate_test(self, test, hashval):
        if not self._path:
            raise RuntimeError('Query has no path')

        def runner(value):
            try:
                for part in self._path:
                    value = value[part]
            except (KeyError, TypeError):
                return False
            else:
                return test(value)

        return QueryInstance(runner, hashval)

    def __eq__(self, rhs):
        return self._generate_test(lambda value: value == rhs, ('==', self._path, rhs))

    def exists(self):
        return self._generate_test(lambda _: True, ('exists', self._path))

    def any(self, cond):
        if callable(cond):
            def test(value):
                return is_sequence(value) and any(cond(e) for e in value)
        else:
            def test(value):
                return is_sequence(value) and any(e in cond for e in value)
        return self._generate_test(test, ('any', self._path, cond))

    def all(self, cond):
        if callable(cond):
            def test(value):
                return is_sequence(value) and all(cond(e) for e in value)
        else:
            def test(value):
                return is_sequence(value) and all(e in cond for e in value)
        return self._generate_test(test, ('all', self._path, cond))


def where(key):
    """A shorthand for ``Query()[key]``."""
    return Query()[key]
