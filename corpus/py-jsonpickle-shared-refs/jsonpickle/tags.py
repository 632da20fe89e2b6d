"""The jsonpickle.tags module provides the custom tags
used for pickling and unpickling Python objects.

These tags are keys into the flattened dictionaries
created by the Pickler class.  The Unpickler uses
these custom key names to identify dictionaries
that need to be specially handled.
"""
ID = 'py/id'
OBJECT = 'py/object'
SET = 'py/set'
STATE = 'py/state'
TUPLE = 'py/tuple'

# All reserved tag names
RESERVED = {ID, OBJECT, SET, STATE, TUPLE}
