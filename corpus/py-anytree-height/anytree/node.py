# -*- coding: utf-8 -*-


class LoopError(RuntimeError):
    """Tree contains infinite loop."""


class NodeMixin(object):
    """The :any:`NodeMixin` class extends any Python class to a tree node."""

    separator = "/"

    @property
    def parent(self):
        return getattr(self, "_NodeMixin__parent", None)

    @parent.setter
    def parent(self, value):
        if value is not None and not isinstance(value, NodeMixin):
            raise TypeError("Parent node %r is not of type 'NodeMixin'." % (value,))
        node = value
        while node is not None:
            if node is self:
                raise LoopError("Cannot set parent. %r cannot be parent of itself." % (self,))
            node = node.parent
        if self.parent is not None:
            self.parent._NodeMixin__children_list.remove(self)
        self.__parent = value
        if value is not None:
            value._NodeMixin__children_list.append(self)

    @property
    def __children_list(self):
        if not hasattr(self, "_NodeMixin__children"):
            self.__children = []
        return self.__children

    @property
    def children(self):
        """All child nodes, as a tuple."""
        return tuple(self.__children_list)

    @property
    def path(self):
        """Path of this `Node`, from the root node down to this node."""
        node, path = self, []
        while node is not None:
            path.insert(0, node)
            node = node.parent
        return tuple(path)

    @property
    def root(self):
        return self.path[0]

    @property
    def is_leaf(self):
        return len(self.__children_list) == 0

    @property
    def depth(self):
        """Number of edges to the root `Node`."""
        return len(self.path) - 1

    @property
    def height(self):
        """Number of edges on the longest path to a leaf `Node`."""
        children = self.__children_list
        if children:
            return min(child.height for child in children) + 1
        return 0

    @property
    def descendants(self):
        """All child nodes and all their child nodes."""
        from .iterators import PreOrderIter
        return tuple(PreOrderIter(self))[1:]


class Node(NodeMixin, object):
    def __init__(self, name, parent=None, children=None, **kwargs):
        self.name = name
        self.__dict__.update(kwargs)
        self.parent = parent
        for child in children or ():
            child.parent = self

    def __repr__(self):
        return "Node(%r)" % self.separator.join([""] + [str(node.name) for node in self.path])
