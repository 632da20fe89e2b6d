"""Base class for undirected graphs (reduced)."""
from .reportviews import DegreeView


class Graph:
    def __init__(self, incoming_graph_data=None):
        self._node = {}
        self._adj = {}
        if incoming_graph_data is not None:
            self.add_edges_from(incoming_graph_data)

    def add_node(self, node_for_adding, **attr):
        if node_for_adding not in self._node:
            self._adj[node_for_adding] = {}
            self._node[node_for_adding] = {}
        self._node[node_for_adding].update(attr)

    def add_edge(self, u_of_edge, v_of_edge, **attr):
        u, v = u_of_edge, v_of_edge
        self.add_node(u)
        self.add_node(v)
        datadict = self._adj[u].get(v, {})
        datadict.update(attr)
        self._adj[u][v] = datadict
        self._adj[v][u] = datadict

    def add_edges_from(self, ebunch_to_add, **attr):
        for e in ebunch_to_add:
            u, v, *dd = e
            self.add_edge(u, v, **attr, **(dd[0] if dd else {}))

    def nbunch_iter(self, nbunch=None):
        return iter(self._adj) if nbunch is None else (n for n in nbunch if n in self._adj)

    def neighbors(self, n):
        return iter(self._adj[n])

    @property
    def degree(self):
        return DegreeView(self)

    def is_directed(self):
        return False

    def number_of_nodes(self):
        return len(self._node)

    def size(self, weight=None):
        """Returns the number of edges or total of all edge weights."""
        s = sum(d for v, d in self.degree(weight=weight))
        # If `weight` is None, the sum of the degrees is guaranteed to be
        # even, so we can perform integer division and hence return an
        # integer. Otherwise, the sum of the weighted degrees is not
        # guaranteed to be an integer, so we perform "real" division.
        return s // 2 if weight is None else s / 2

    def number_of_edges(self, u=None, v=None):
        if u is None:
            return int(self.size())
        return 1 if v in self._adj.get(u, {}) else 0
