# -*- coding: utf-8 -*-


class PreOrderIter(object):
    """Iterate over tree applying pre-order strategy starting at `node`.

    Start at root and go-down until reaching a leaf node.
    Step upwards then, and search for the next leafs.
    """

    def __init__(self, node, filter_=None, stop=None, maxlevel=None):
        self.node = node
        self.filter_ = filter_ or (lambda node: True)
        self.stop = stop or (lambda node: False)
        self.maxlevel = maxlevel

    def __iter__(self):
        return self._iter([self.node], 1)

    def _iter(self, children, level):
        for child in children:
            if self.stop(child):
                continue
            if self.filter_(child):
                yield child
            if self.maxlevel is None or level < self.maxlevel:
                for descendant in self._iter(child.children, level + 1):
                    yield descendant

