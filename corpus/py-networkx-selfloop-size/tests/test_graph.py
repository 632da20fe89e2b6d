import unittest

import networkx as nx


class TestGraph(unittest.TestCase):
    def test_degree(self):
        G = nx.Graph([(0, 1), (1, 2), (2, 2)])
        self.assertEqual(G.degree[0], 1)
        self.assertEqual(G.degree[2], 3)
        self.assertEqual(len(G.degree), 3)

    def test_degree_iter(self):
        G = nx.Graph([(0, 1), (1, 2), (2, 2)])
        self.assertEqual(dict(G.degree), {0: 1, 1: 2, 2: 3})
        self.assertEqual(dict(G.degree([0, 2])), {0: 1, 2: 3})

    def test_size(self):
        G = nx.Graph([(0, 1), (1, 2), (2, 3)])
        self.assertEqual(G.size(), 3)
        self.assertEqual(G.number_of_edges(), 3)
        self.assertEqual(G.number_of_edges(1, 2), 1)

    def test_size_with_selfloops(self):
        G = nx.Graph([(0, 1), (1, 1), (2, 2), (2, 3)])
        self.assertEqual(nx.number_of_selfloops(G), 2)
        self.assertEqual(G.number_of_edges(), 4)

    def test_weighted_size(self):
        G = nx.Graph()
        G.add_edge("a", "b", weight=2)
        G.add_edge("b", "b", weight=3)
        self.assertEqual(G.size(weight="weight"), 5.0)
        self.assertEqual(G.degree(weight="weight")["b"], 8)

    def test_density(self):
        self.assertEqual(nx.density(nx.Graph([(0, 1), (1, 2), (2, 0)])), 1.0)
        self.assertEqual(nx.density(nx.Graph([(0, 1), (2, 3)])), 1 / 3)
        G = nx.Graph()
        G.add_node(0)
        self.assertEqual(nx.density(G), 0)


if __name__ == "__main__":
    unittest.main()
