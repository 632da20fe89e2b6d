"""Iteration helpers, in the spirit of itertools."""


def unique_iter(src, key=None):
    """Yield unique elements from the iterable, *src*, based on *key*,
    in the order in which they first appeared in *src*.

    >>> list(unique_iter([1, 2, 1, 3]))
    [1, 2, 3]
    """
    seen = set()
    for i in src:
        k = key(i) if key is not None else i
        if k not in seen:
            seen.add(k)
            yield i


def unique(src, key=None):
    """``unique()`` returns a list of unique values, as determined by *key*."""
    return list(unique_iter(src, key))


def split(src, sep=None, maxsplit=None):
    """Splits an iterable based on a separator. Returns a list of lists."""
    return list(split_iter(src, sep, maxsplit))


def split_iter(src, sep=None, maxsplit=None):
    if maxsplit is not None and maxsplit == 0:
        yield [src]
        return
    cur_group = []
    split_count = 0
    for s in src:
        if maxsplit is not None and split_count >= maxsplit:
            sep = ()
        if (s == sep) if sep is not None else not s:
            yield cur_group
            cur_group = []
            split_count += 1
        else:
            cur_group.append(s)
    if cur_group or sep is not None:
        yield cur_group
