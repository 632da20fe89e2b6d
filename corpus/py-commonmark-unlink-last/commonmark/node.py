import re

reContainer = re.compile(
    r'(document|block_quote|list|item|paragraph|heading|emph|strong|link|image|custom_inline|custom_block)')


def is_container(node):
    return (re.match(reContainer, node.t) is not None)


class NodeWalker(object):

    def __init__(self, root):
        self.current = root
        self.root = root
        self.entering = True

    def __next__(self):
        cur = self.current
        entering = self.entering
        if cur is None:
            raise StopIteration

        container = is_container(cur)
        if entering and container:
            if cur.first_child:
                self.current = cur.first_child
                self.entering = True
            else:
                # stay on node but exit
                self.entering = False
        elif cur == self.root:
            self.current = None
        elif cur.nxt is None:
            self.current = cur.parent
            self.entering = False
        else:
            self.current = cur.nxt
            self.entering = True
        return cur, entering

    def __iter__(self):
        return self


class Node(object):
    def __init__(self, node_type, sourcepos=None, literal=None):
        self.t = node_type
        self.parent = None
        self.first_child = None
        self.last_child = None
        self.prv = None
        self.nxt = None
        self.sourcepos = sourcepos
        self.literal = literal
        self.level = None

    def normalize(self):
        """Merge adjacent text nodes."""
        prev = None
        for curr, _ in self.walker():
            if prev is None:
                prev = curr
                continue
            if prev.t == 'text' and curr.t == 'text':
                prev.literal += curr.literal
                curr.unlink()
            else:
                prev = curr

    def append_child(self, child):
        child.unlink()
        child.parent = self
        if self.last_child:
            self.last_child.nxt = child
            child.prv = self.last_child
            self.last_child = child
        else:
            self.first_child = child
            self.last_child = child

    def unlink(self):
        if self.prv:
            self.prv.nxt = self.nxt
        elif self.parent:
            self.parent.first_child = self.nxt

        if self.nxt:
            self.nxt.prv = self.prv
        elif self.parent:
            self.parent.last_child = self.nxt

        self.parent = None
        self.nxt = None
        self.prv = None

    def walker(self):
        return NodeWalker(self)
