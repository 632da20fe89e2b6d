"""Dijkstra's single-source shortest paths on a weighted directed graph.

`graph` maps a node to a dict {neighbour: weight}; weights are non-negative.
"""

import heapq


def shortest_paths(graph, source):
    """Return (dist, prev): distances from `source` and each node's predecessor."""
    dist = {source: 0}
    prev = {}
    heap = [(0, source)]
    done = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        for nbr, weight in graph.get(node, {}).items():
            nd = d + weight
            if nd < dist.get(nbr, float("inf")):
                dist[nbr] = nd
                prev[nbr] = node
                heapq.heappush(heap, (nd, node))
    return dist, prev


def path_to(prev, source, target):
    """Node list from source to target, or [] if target is unreachable."""
    if target != source and target not in prev:
        return []
    path = [target]
    while path[-1] != source:
        path.append(prev[path[-1]])
    return path[::-1]
