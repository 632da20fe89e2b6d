"""Topological ordering of a dependency graph (Kahn's algorithm)."""


def topological_order(nodes, edges):
    """Order nodes so that for every edge (a, b), a comes first; ties are broken alphabetically."""
    indegree = {node: 0 for node in nodes}
    successors = {node: [] for node in nodes}
    for before, after in edges:
        successors[before].append(after)
        indegree[before] += 1
    ready = sorted(node for node in nodes if indegree[node] == 0)
    order = []
    while ready:
        node = ready.pop(0)
        order.append(node)
        for nxt in successors[node]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                ready.append(nxt)
                ready.sort()
    if len(order) != len(nodes):
        raise ValueError("graph has a cycle")
    return order
