"""Dictdiffer is a helper module to diff and patch dictionaries (reduced)."""
import copy

from .utils import dot_lookup

ADD = 'add'
REMOVE = 'remove'
CHANGE = 'change'


def diff(first, second, node=None):
    """Compare two dictionary objects and yield (action, node, changes) tuples."""
    node = node or []
    dotted_node = '.'.join(map(str, node)) if node else ''
    intersection = [k for k in first if k in second]
    addition = [k for k in second if k not in first]
    deletion = [k for k in first if k not in second]

    for key in intersection:
        if isinstance(first[key], dict) and isinstance(second[key], dict):
            yield from diff(first[key], second[key], node + [key])
        elif first[key] != second[key]:
            yield CHANGE, '.'.join(map(str, node + [key])), (first[key], second[key])
    if addition:
        yield ADD, dotted_node, [(key, second[key]) for key in addition]
    if deletion:
        yield REMOVE, dotted_node, [(key, first[key]) for key in deletion]


def patch(diff_result, destination, in_place=False):
    """Patch the diff result to the destination dictionary."""
    if not in_place:
        destination = copy.deepcopy(destination)

    def add(node, changes):
        for key, value in changes:
            dest = dot_lookup(destination, node)
            if isinstance(dest, list):
                dest.insert(key, value)
            else:
                dest[key] = value

    def change(node, changes):
        dest = dot_lookup(destination, node, parent=True)
        last_node = node.split('.')[-1] if isinstance(node, str) else node[-1]
        if isinstance(dest, list):
            last_node = int(last_node)
        _, value = changes
        dest[last_node] = value

    def remove(node, changes):
        for key, _ in changes:
            del dot_lookup(destination, node)[key]

    patchers = {REMOVE: remove, ADD: add, CHANGE: change}
    for action, node, changes in diff_result:
        patchers[action](node, changes)
    return destination
