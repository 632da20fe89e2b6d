from collections.abc import MutableMapping, MutableSequence

MISSING = object()


def extend(thing, index, value=None):
    """Extend a sequence like thing such that it contains at least index + 1
    many elements. The extension values will be None (default)."""
    expansion = type(thing)()
    extra = (index + 1) - len(thing)
    for i in range(extra):
        expansion += [value]
    thing.extend(expansion)
    return thing


def _default_creator(current, segments, i, hints=()):
    """Create missing path components. If the segment is an int, then it will
    create a list. Otherwise a dictionary is created."""
    segment = segments[i]
    length = len(segments)
    if isinstance(current, MutableSequence):
        extend(current, segment)
    # Infer the type from the next segment.
    if i + 1 < length and isinstance(segments[i + 1], int):
        current[segment] = []
    else:
        current[segment] = {}


def set(obj, segments, value, creator=_default_creator):
    """Set the value in obj at the place indicated by segments."""
    creator = creator or _default_creator
    current = obj
    length = len(segments)
    for i in range(length - 1):
        segment = segments[i]
        try:
            current[segment]
        except (KeyError, IndexError):
            creator(current, segments, i)
        current = current[segment]
    if length > 0:
        segment = segments[-1]
        if isinstance(segment, int):
            if isinstance(current, MutableSequence) and len(current) < segment:
                extend(current, segment)
        current[segment] = value
    return obj
