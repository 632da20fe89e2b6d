"""
View Classes provide node, edge and degree "views" of a graph.
"""


class DiDegreeView:
    """A View class for degree of nodes in a NetworkX Graph"""

    def __init__(self, G, nbunch=None, weight=None):
        self._graph = G
        self._succ = G._adj
        self._nodes = self._succ if nbunch is None else list(G.nbunch_iter(nbunch))
        self._weight = weight

    def __call__(self, nbunch=None, weight=None):
        if nbunch is None:
            return self.__class__(self._graph, None, weight)
        try:
            if nbunch in self._nodes:
                return self.__class__(self._graph, None, weight)[nbunch]
        except TypeError:
            pass
        return self.__class__(self._graph, nbunch, weight)

    def __len__(self):
        return len(self._nodes)


class DegreeView(DiDegreeView):
    """A DegreeView class to act as G.degree for a NetworkX Graph

    Typical usage focuses on iteration over `(node, degree)` pairs.
    The degree is by default the number of edges incident to the node;
    a self-loop counts twice.
    """

    def __getitem__(self, n):
        weight = self._weight
        nbrs = self._succ[n]
        if weight is None:
            return len(nbrs) + (n in nbrs)
        return sum(dd.get(weight, 1) for dd in nbrs.values()) + (n in nbrs and nbrs[n].get(weight, 1))

    def __iter__(self):
        weight = self._weight
        if weight is None:
            for n in self._nodes:
                nbrs = self._succ[n]
                yield (n, len(nbrs))
        else:
            for n in self._nodes:
                nbrs = self._succ[n]
                deg = sum(dd.get(weight, 1) for dd in nbrs.values())
                yield (n, deg + (n in nbrs and nbrs[n].get(weight, 1)))
