"""Common operations on Posix pathnames."""

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'

import os
from . import genericpath
from .genericpath import commonprefix

__all__ = ["normcase", "isabs", "join", "splitext", "basename",
           "commonprefix", "normpath", "abspath", "relpath"]


def isabs(s):
    """Test whether a path is absolute"""
    s = os.fspath(s)
    return s.startswith(sep)


def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed.
    An absolute component discards all previous path components."""
    path = os.fspath(a)
    for b in map(os.fspath, p):
        if b.startswith(sep):
            path = b
        elif not path or path.endswith(sep):
            path += b
        else:
            path += sep + b
    return path


def splitext(p):
    p = os.fspath(p)
    return genericpath._splitext(p, sep, None, extsep)
splitext.__doc__ = genericpath._splitext.__doc__


def basename(p):
    """Returns the final component of a pathname"""
    p = os.fspath(p)
    return p[p.rfind(sep) + 1:]


def normpath(path):
    """Normalize path, eliminating double slashes, etc."""
    path = os.fspath(path)
    if not path:
        return curdir
    initial_slashes = path.startswith(sep)
    # POSIX allows one or two initial slashes, but treats three or more
    # as single slash.
    # (see https://pubs.opengroup.org/onlinepubs/9699919799/basedefs/V1_chap04.html#tag_04_13)
    if (initial_slashes and
        path.startswith(sep*2)):
        initial_slashes = 2
    comps = path.split(sep)
    new_comps = []
    for comp in comps:
        if comp in ('', curdir):
            continue
        if (comp != pardir or (not initial_slashes and not new_comps) or
             (new_comps and new_comps[-1] == pardir)):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    comps = new_comps
    path = sep.join(comps)
    if initial_slashes:
        path = sep*initial_slashes + path
    return path or curdir


def abspath(path):
    """Return an absolute path."""
    path = os.fspath(path)
    if not isabs(path):
        path = join(os.getcwd(), path)
    return normpath(path)


def relpath(path, start=None):
    """Return a relative version of a path"""
    if not path:
        raise ValueError("no path specified")
    start = curdir if start is None else os.fspath(start)
    start_list = [x for x in abspath(start).split(sep) if x]
    path_list = [x for x in abspath(path).split(sep) if x]
    # Work out how much of the filepath is shared by start and path.
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list)-i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)
