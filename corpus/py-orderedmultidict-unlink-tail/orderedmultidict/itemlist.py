# -*- coding: utf-8 -*-

#
# omdict - Ordered Multivalue Dictionary.
#
# Ansgar Grunseid
# grunseid.com
# grunseid@gmail.com
#
# License: Build Amazing Things (Unlicense)
#

_absent = object()  # Marker that means no parameter was provided.


class itemnode(object):

    """
    Dictionary key:value items wrapped in a node to be members of itemlist, the
    doubly linked list defined below.
    """

    def __init__(self, prev=None, next=None, key=_absent, value=_absent):
        self.prev = prev
        self.next = next
        self.key = key
        self.value = value

    def insert(self, prev, next):
        self.prev = prev
        self.next = next
        prev.next = self
        next.prev = self

    def unlink(self):
        # Sentinel nodes can't be unlinked.
        if self.next:
            self.next.prev = self.next
        if self.prev:
            self.prev.next = self.next

    def __iter__(self):
        return iter([self.key, self.value])


class itemlist(object):

    """
    Doubly linked list of itemnodes.

    This class is used as the key:value item storage of orderedmultidict.
    Methods below were only added as needed for use with orderedmultidict, so
    some otherwise common list methods may be missing.
    """

    def __init__(self, items=[]):
        self.root = itemnode()
        self.root.next = self.root.prev = self.root
        self.size = 0

        for key, value in items:
            self.append(key, value)

    def append(self, key, value):
        node = itemnode(key=key, value=value)
        node.insert(self.root.prev, self.root)
        self.size += 1
        return node

    def removenode(self, node):
        node.unlink()
        self.size -= 1
        return self

    def clear(self):
        self.root.next = self.root.prev = self.root
        self.size = 0
        return self

    def __iter__(self):
        curr = self.root.next
        while curr is not self.root:
            yield curr
            curr = curr.next

    def __reversed__(self):
        curr = self.root.prev
        while curr is not self.root:
            yield curr
            curr = curr.prev

    def __len__(self):
        return self.size
