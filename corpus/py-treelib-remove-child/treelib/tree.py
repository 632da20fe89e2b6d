from .exceptions import DuplicatedNodeIdError, LoopError, NodeIDAbsentError
from .node import Node


class Tree(object):

    def __init__(self):
        self._nodes = {}
        self.root = None

    def __contains__(self, identifier):
        return identifier in self._nodes

    def __getitem__(self, key):
        try:
            return self._nodes[key]
        except KeyError:
            raise NodeIDAbsentError("Node '%s' is not in the tree" % key)

    def add_node(self, node, parent=None):
        if node.identifier in self._nodes:
            raise DuplicatedNodeIdError("Can't create node with ID '%s'" % node.identifier)
        if parent is None:
            if self.root is not None:
                raise ValueError("A tree takes one root merely.")
            self.root = node.identifier
        elif parent not in self:
            raise NodeIDAbsentError("Parent node '%s' is not in the tree" % parent)
        self._nodes[node.identifier] = node
        if parent is not None:
            self[parent].update_fpointer(node.identifier, Node.ADD)
        node.update_bpointer(parent)

    def create_node(self, tag=None, identifier=None, parent=None, data=None):
        node = Node(tag=tag, identifier=identifier, data=data)
        self.add_node(node, parent)
        return node

    def children(self, nid):
        return [self[i] for i in self[nid].fpointer]

    def expand_tree(self, nid=None):
        """Python generator to traverse the tree (depth first) from ``nid``."""
        nid = self.root if nid is None else nid
        yield nid
        queue = [self[i] for i in self[nid].fpointer]
        while queue:
            yield queue[0].identifier
            queue = [self[i] for i in queue[0].fpointer] + queue[1:]

    def leaves(self, nid=None):
        return [self[n] for n in self.expand_tree(nid) if self[n].is_leaf()]

    def level(self, nid):
        level, parent = 0, self[nid].bpointer
        while parent is not None:
            level, parent = level + 1, self[parent].bpointer
        return level

    def depth(self):
        return max(self.level(leaf.identifier) for leaf in self.leaves())

    def remove_node(self, identifier):
        removed = list(self.expand_tree(identifier))
        parent = self[identifier].bpointer
        for id_ in removed:
            if id_ == self.root:
                self.root = None
            del self._nodes[id_]
        if parent is not None:
            self[parent].update_fpointer(identifier, mode=Node.DELETE)
        return len(removed)

    def move_node(self, source, destination):
        if source not in self or destination not in self:
            raise NodeIDAbsentError
        elif destination in self.expand_tree(source):
            raise LoopError
        parent = self[source].bpointer
        self[parent].update_fpointer(source, Node.DELETE)
        self[destination].update_fpointer(source, Node.ADD)
        self[source].update_bpointer(destination)
