"""
PyPika is divided into a couple of modules, primarily the ``queries`` and ``terms`` modules.

pypika.queries
--------------

This is where the ``Query`` class can be found which is the core class in PyPika.  Also, other
top level classes such as ``Table`` can be found here.  ``Query`` is a container that holds all
of the ``Term`` types together and also serializes the builder to a string.

pypika.terms
------------

This module contains the classes which represent individual parts of queries that extend the
``Term`` base class.
"""
from .queries import Order, Query, QueryBuilder, Table
from .terms import Boolean, Criterion, Equality, Field, ValueWrapper

__all__ = ("Query", "QueryBuilder", "Table", "Field", "Criterion", "ValueWrapper", "Order")
__version__ = "0.48.9"
