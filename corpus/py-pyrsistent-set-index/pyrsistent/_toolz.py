from pyrsistent._pvector import PVector, pvector


def freeze(o):
    """
    Recursively convert simple Python containers into pyrsistent versions
    of those containers.

    - list is converted to pvector, recursively
    - tuple is converted to tuple, recursively.
    """
    typ = type(o)
    if typ is list or isinstance(o, PVector):
        return pvector(map(freeze, o))
    if typ is tuple:
        return tuple(map(freeze, o))
    return o


def thaw(o):
    """
    Recursively convert pyrsistent containers into simple Python containers.

    - pvector is converted to list, recursively
    - tuple is converted to tuple, recursively.
    """
    if isinstance(o, (PVector, list)):
        return list(map(thaw, o))
    if type(o) is tuple:
        return tuple(map(thaw, o))
    return o
