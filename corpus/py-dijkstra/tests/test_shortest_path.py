import unittest

from programs.shortest_path import path_to, shortest_paths

ROADS = {
    "A": {"B": 4, "C": 1},
    "C": {"B": 2, "D": 7},
    "B": {"D": 1},
    "D": {"E": 3},
}


class ShortestPathTests(unittest.TestCase):
    def test_source_only(self):
        self.assertEqual(shortest_paths({}, "A"), ({"A": 0}, {}))

    def test_single_edge(self):
        dist, prev = shortest_paths({"A": {"B": 5}}, "A")
        self.assertEqual(dist, {"A": 0, "B": 5})
        self.assertEqual(path_to(prev, "A", "B"), ["A", "B"])

    def test_star_graph(self):
        dist, _ = shortest_paths({"hub": {"x": 3, "y": 1, "z": 2}}, "hub")
        self.assertEqual(dist, {"hub": 0, "x": 3, "y": 1, "z": 2})

    def test_indirect_route_is_shorter(self):
        dist, prev = shortest_paths(ROADS, "A")
        self.assertEqual(dist["D"], 4)
        self.assertEqual(path_to(prev, "A", "D"), ["A", "C", "B", "D"])

    def test_distances_to_every_node(self):
        dist, _ = shortest_paths(ROADS, "A")
        self.assertEqual(dist, {"A": 0, "B": 3, "C": 1, "D": 4, "E": 7})

    def test_unreachable(self):
        _, prev = shortest_paths(ROADS, "B")
        self.assertEqual(path_to(prev, "B", "A"), [])
