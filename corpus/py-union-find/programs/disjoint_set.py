"""Disjoint-set forest with path compression and union by size."""


class DisjointSet:
    def __init__(self, items=()):
        self.parent = {}
        self.size = {}
        for item in items:
            self.add(item)

    def add(self, item):
        if item not in self.parent:
            self.parent[item] = item
            self.size[item] = 1

    def find(self, item):
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:  # path compression
            self.parent[item], item = root, self.parent[item]
        return root

    def union(self, a, b):
        """Merge the sets of a and b; False if they were already one set."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] > self.size[rb]:
            ra, rb = rb, ra
        self.parent[a] = rb
        self.size[rb] += self.size[ra]
        return True

    def groups(self):
        out = {}
        for item in self.parent:
            out.setdefault(self.find(item), []).append(item)
        return sorted(sorted(g) for g in out.values())


def connected_components(nodes, edges):
    ds = DisjointSet(nodes)
    for a, b in edges:
        ds.union(a, b)
    return ds.groups()
