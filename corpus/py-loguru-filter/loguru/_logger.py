import functools
from collections import namedtuple

from . import _filters

Level = namedtuple("Level", ["name", "no", "icon"])

LEVELS = {
    "TRACE": 5,
    "DEBUG": 10,
    "INFO": 20,
    "SUCCESS": 25,
    "WARNING": 30,
    "ERROR": 40,
    "CRITICAL": 50,
}


def make_filter(filter_):
    """Build the filter function of a handler, as ``logger.add(sink, filter=...)`` does."""
    if filter_ is None:
        return None
    if filter_ == "":
        return _filters.filter_none
    if isinstance(filter_, str):
        parent = filter_ + "."
        length = len(parent)
        return functools.partial(_filters.filter_by_name, parent=parent, length=length)
    if isinstance(filter_, dict):
        level_per_module = {}
        for module, level_ in filter_.items():
            if module is not None and not isinstance(module, str):
                raise TypeError("The filter dict contains an invalid module: %r" % module)
            if level_ is False or level_ is True:
                level_per_module[module] = 0 if level_ else False
            elif isinstance(level_, str):
                level_per_module[module] = LEVELS[level_]
            elif isinstance(level_, int):
                if level_ < 0:
                    raise ValueError("The filter dict contains a module with an invalid level")
                level_per_module[module] = level_
            else:
                raise TypeError("The filter dict contains an invalid level: %r" % level_)
        return functools.partial(_filters.filter_by_level, level_per_module=level_per_module)
    if callable(filter_):
        return filter_
    raise TypeError("Invalid filter, it should be a function, a string or a dict")
