from copy import copy
from enum import Enum
from functools import wraps

from .terms import Field, Term, format_quotes


class Order(Enum):
    asc = "ASC"
    desc = "DESC"


def builder(func):
    @wraps(func)
    def _copy(self, *args, **kwargs):
        self_copy = copy(self)
        result = func(self_copy, *args, **kwargs)
        return self_copy if result is None else result

    return _copy


class Table:
    def __init__(self, name, alias=None):
        self._table_name = name
        self.alias = alias

    def get_table_name(self):
        return self.alias or self._table_name

    def get_sql(self, quote_char=None, **kwargs):
        table_sql = format_quotes(self._table_name, quote_char)
        return table_sql if self.alias is None else table_sql + " " + format_quotes(self.alias, quote_char)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Field(name, table=self)


class Query:
    """Query is the primary class and entry point in pypika: ``Query.from_(table).select(...)``."""

    @classmethod
    def from_(cls, table):
        return QueryBuilder().from_(table)


class QueryBuilder:
    QUOTE_CHAR = '"'

    def __init__(self):
        self._from, self._selects, self._orderbys = [], [], []
        self._wheres = None

    def __copy__(self):
        newone = type(self).__new__(type(self))
        newone.__dict__.update(self.__dict__)
        newone._from, newone._selects, newone._orderbys = copy(self._from), copy(self._selects), copy(self._orderbys)
        return newone

    @builder
    def from_(self, selectable):
        self._from.append(Table(selectable) if isinstance(selectable, str) else selectable)

    @builder
    def select(self, *terms):
        for term in terms:
            self._selects.append(term if isinstance(term, Term) else Field(term, table=self._from[0]))

    @builder
    def where(self, criterion):
        self._wheres = criterion if self._wheres is None else self._wheres & criterion

    @builder
    def orderby(self, *fields, order=None):
        self._orderbys.extend((field, order) for field in fields)

    def get_sql(self, **kwargs):
        kwargs.setdefault("quote_char", self.QUOTE_CHAR)
        querystring = "SELECT " + ",".join(term.get_sql(**kwargs) for term in self._selects)
        querystring += " FROM " + ",".join(table.get_sql(**kwargs) for table in self._from)
        if self._wheres is not None:
            querystring += " WHERE " + self._wheres.get_sql(subquery=True, **kwargs)
        if self._orderbys:
            querystring += " ORDER BY " + ",".join(
                field.get_sql(**kwargs) + (" " + order.value if order else "") for field, order in self._orderbys
            )
        return querystring
