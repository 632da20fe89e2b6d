"""Functional interface to graph methods and assorted utilities."""


def density(G):
    r"""Returns the density of a graph.

    The density for undirected graphs is :math:`d = \frac{2m}{n(n-1)}`.
    """
    n = G.number_of_nodes()
    m = G.number_of_edges()
    if m == 0 or n <= 1:
        return 0
    d = m / (n * (n - 1))
    if not G.is_directed():
        d *= 2
    return d


def nodes_with_selfloops(G):
    """Returns an iterator over nodes with self loops."""
    return (n for n, nbrs in G._adj.items() if n in nbrs)


def number_of_selfloops(G):
    """Returns the number of selfloop edges."""
    return sum(1 for _ in nodes_with_selfloops(G))
