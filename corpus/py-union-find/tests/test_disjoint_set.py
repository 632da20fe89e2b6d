import unittest

from programs.disjoint_set import DisjointSet, connected_components


class DisjointSetTest(unittest.TestCase):
    def test_singletons(self):
        ds = DisjointSet("abc")
        self.assertEqual(ds.groups(), [["a"], ["b"], ["c"]])

    def test_simple_union(self):
        ds = DisjointSet("abcd")
        self.assertTrue(ds.union("a", "b"))
        self.assertFalse(ds.union("b", "a"))
        self.assertEqual(ds.find("a"), ds.find("b"))
        self.assertNotEqual(ds.find("a"), ds.find("c"))

    def test_pairs(self):
        self.assertEqual(connected_components([1, 2, 3, 4], [(1, 2), (3, 4)]), [[1, 2], [3, 4]])

    def test_chain(self):
        nodes = range(1, 6)
        edges = [(1, 2), (2, 3), (3, 4), (4, 5)]
        self.assertEqual(connected_components(nodes, edges), [[1, 2, 3, 4, 5]])

    def test_merge_two_groups(self):
        ds = DisjointSet(["web1", "web2", "db1", "db2", "cache"])
        ds.union("web1", "web2")
        ds.union("db1", "db2")
        ds.union("web2", "db2")
        self.assertEqual(ds.groups(), [["cache"], ["db1", "db2", "web1", "web2"]])
        self.assertEqual(ds.size[ds.find("db1")], 4)

    def test_add_is_idempotent(self):
        ds = DisjointSet()
        ds.add("x")
        ds.add("x")
        self.assertEqual(ds.groups(), [["x"]])


if __name__ == "__main__":
    unittest.main()
