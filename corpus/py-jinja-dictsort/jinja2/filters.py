"""Built-in template filters used with the ``|`` operator."""
from itertools import groupby

from .exceptions import FilterArgumentError


def ignore_case(value):
    """For use as a postprocessor for :func:`make_attrgetter`. Converts strings
    to lowercase and returns other types as-is."""
    if isinstance(value, str):
        return value.lower()
    return value


def make_attrgetter(attribute, postprocess=None):
    """Returns a callable that looks up the given attribute from a
    passed object, also supporting dotted lookups."""
    parts = [] if attribute is None else str(attribute).split(".")

    def attrgetter(item):
        for part in parts:
            item = item[part] if isinstance(item, dict) else getattr(item, part)
        if postprocess is not None:
            item = postprocess(item)
        return item

    return attrgetter


def do_dictsort(value, case_sensitive=False, by="key", reverse=False):
    """Sort a dict and yield (key, value) pairs.

    .. sourcecode:: jinja

        {% for key, value in mydict|dictsort(by="value") %}
    """
    if by == "key":
        pos = 0
    elif by == "value":
        pos = 1
    else:
        raise FilterArgumentError('You can only sort by either "key" or "value"')

    def sort_func(item):
        value = item[0]
        if not case_sensitive:
            value = ignore_case(value)
        return value

    return sorted(value.items(), key=sort_func, reverse=reverse)


def do_sort(value, reverse=False, case_sensitive=False, attribute=None):
    """Sort an iterable, optionally by an attribute of its items."""
    key_func = make_attrgetter(attribute, postprocess=ignore_case if not case_sensitive else None)
    return sorted(value, key=key_func, reverse=reverse)


def do_groupby(value, attribute, default=None):
    """Group a sequence of objects by an attribute."""
    expr = make_attrgetter(attribute)
    return [(key, list(values)) for key, values in groupby(sorted(value, key=expr), expr)]


FILTERS = {"dictsort": do_dictsort, "sort": do_sort, "groupby": do_groupby}
