class _NoValue(object):
    __slots__ = ()

    def __repr__(self):
        return '<EMPTY>'


_EMPTY = _NoValue()


class _Node(object):
    """A single node of a trie."""
    __slots__ = ('children', 'value')

    def __init__(self):
        self.children = {}
        self.value = _EMPTY

    def iterate(self, path, shallow, iteritems):
        """Yields all the nodes with values associated to them in the trie."""
        node = self
        stack = []
        while True:
            if node.value is not _EMPTY:
                yield path, node.value
            if (not shallow or node.value is _EMPTY) and node.children:
                stack.append(iter(iteritems(node.children)))
                path.append(None)
            while True:
                try:
                    step, node = next(stack[-1])
                    path[-1] = step
                    break
                except StopIteration:
                    stack.pop()
                    path.pop()
                except IndexError:
                    return
