import uuid


class Node(object):
    """Nodes are elementary objects which are stored a `_nodes` dictionary of a Tree."""

    #: ADD, DELETE, INSERT constants :
    (ADD, DELETE, INSERT) = list(range(3))

    def __init__(self, tag=None, identifier=None, data=None):
        self._identifier = str(uuid.uuid1()) if identifier is None else identifier
        self._tag = self._identifier if tag is None else tag
        self._bpointer = None
        self._fpointer = list()
        self.data = data

    @property
    def bpointer(self):
        return self._bpointer

    @property
    def fpointer(self):
        """The list of IDs of the node's children."""
        return self._fpointer

    @property
    def identifier(self):
        return self._identifier

    @property
    def tag(self):
        return self._tag

    def is_leaf(self):
        return len(self.fpointer) == 0

    def is_root(self):
        return self._bpointer is None

    def update_bpointer(self, nid):
        self._bpointer = nid

    def update_fpointer(self, nid, mode=ADD):
        """Update the children list: addition (Node.ADD or Node.INSERT) and deletion (Node.DELETE)."""
        if nid is None:
            return
        if mode is self.ADD:
            self._fpointer.append(nid)
        elif mode is self.DELETE:
            if nid in self._fpointer:
                self._fpointer.pop(nid)
        elif mode is self.INSERT:
            self._fpointer = [nid]
