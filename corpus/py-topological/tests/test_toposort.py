import unittest

from programs.toposort import topological_order


class TopologicalOrderTest(unittest.TestCase):
    def test_empty_graph(self):
        self.assertEqual(topological_order([], []), [])

    def test_no_edges_is_alphabetical(self):
        self.assertEqual(topological_order(["c", "a", "b"], []), ["a", "b", "c"])

    def test_cycle_is_rejected(self):
        with self.assertRaises(ValueError):
            topological_order(["a", "b"], [("a", "b"), ("b", "a")])

    def test_chain(self):
        self.assertEqual(topological_order(["c", "b", "a"], [("a", "b"), ("b", "c")]), ["a", "b", "c"])

    def test_diamond(self):
        edges = [("shirt", "tie"), ("tie", "jacket"), ("shirt", "belt"), ("belt", "jacket")]
        self.assertEqual(
            topological_order(["jacket", "tie", "belt", "shirt"], edges),
            ["shirt", "belt", "tie", "jacket"],
        )


if __name__ == "__main__":
    unittest.main()
