from enum import Enum


class Equality(Enum):
    eq = "="
    gt = ">"


class Boolean(Enum):
    and_ = "AND"
    or_ = "OR"


def format_quotes(value, quote_char):
    return "{quote}{value}{quote}".format(value=value, quote=quote_char or "")


class Term:
    @staticmethod
    def wrap_constant(val):
        """Used for wrapping raw inputs such as numbers in Criterions and Operator."""
        return val if isinstance(val, Term) else ValueWrapper(val)

    def __eq__(self, other):
        return BasicCriterion(Equality.eq, self, self.wrap_constant(other))

    def __gt__(self, other):
        return BasicCriterion(Equality.gt, self, self.wrap_constant(other))

    __hash__ = object.__hash__


class ValueWrapper(Term):
    def __init__(self, value):
        self.value = value

    def get_sql(self, quote_char=None, **kwargs):
        if isinstance(self.value, str):
            return "'{}'".format(self.value.replace("'", "''"))
        if isinstance(self.value, bool):
            return str(self.value).lower()
        return "null" if self.value is None else str(self.value)


class Field(Term):
    def __init__(self, name, table=None):
        self.name = name
        self.table = table

    def get_sql(self, with_namespace=False, quote_char=None, **kwargs):
        field_sql = format_quotes(self.name, quote_char)
        # Need to add namespace if the table has an alias
        if self.table is not None and (with_namespace or self.table.alias):
            namespace = format_quotes(self.table.get_table_name(), quote_char)
            field_sql = "{namespace}.{name}".format(namespace=namespace, name=field_sql)
        return field_sql


class Criterion(Term):
    def __and__(self, other):
        return ComplexCriterion(Boolean.and_, self, other)

    def __or__(self, other):
        return ComplexCriterion(Boolean.or_, self, other)


class BasicCriterion(Criterion):
    def __init__(self, comparator, left, right):
        self.comparator = comparator
        self.left = left
        self.right = right

    def get_sql(self, **kwargs):
        return "{left}{comparator}{right}".format(
            comparator=self.comparator.value, left=self.left.get_sql(**kwargs), right=self.right.get_sql(**kwargs)
        )


class ComplexCriterion(BasicCriterion):
    def get_sql(self, subcriterion=False, **kwargs):
        sql = "{left} {comparator} {right}".format(
            comparator=self.comparator.value,
            left=self.left.get_sql(subcriterion=self.needs_brackets(self.left), **kwargs),
            right=self.right.get_sql(subcriterion=self.needs_brackets(self.right), **kwargs),
        )
        return "({criterion})".format(criterion=sql) if subcriterion else sql

    def needs_brackets(self, term):
        return isinstance(term, ComplexCriterion)
