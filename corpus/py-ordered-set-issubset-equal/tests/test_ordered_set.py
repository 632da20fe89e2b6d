import unittest

from ordered_set import OrderedSet


class OrderedSetTest(unittest.TestCase):
    def test_order(self):
        set1 = OrderedSet("abracadabra")
        self.assertEqual(len(set1), 5)
        self.assertEqual(list(set1), ["a", "b", "r", "c", "d"])
        self.assertEqual(list(reversed(set1)), ["d", "c", "r", "b", "a"])

    def test_indexing(self):
        set1 = OrderedSet("abracadabra")
        self.assertEqual(set1[:], set1)
        self.assertEqual(set1[1:3], OrderedSet(["b", "r"]))
        self.assertEqual(set1[-1], "d")
        self.assertEqual(set1.index("b"), 1)
        self.assertEqual(set1.index(["r", "a"]), [2, 0])

    def test_add_returns_index(self):
        set1 = OrderedSet("abc")
        self.assertEqual(set1.add("b"), 1)
        self.assertEqual(set1.add("z"), 3)

    def test_remove(self):
        set1 = OrderedSet("abracadabra")
        set1.remove("r")
        self.assertEqual(list(set1), ["a", "b", "c", "d"])
        self.assertEqual(set1.index("d"), 3)
        set1.discard("zzz")
        with self.assertRaises(KeyError):
            set1.remove("r")

    def test_union_difference(self):
        set1 = OrderedSet("abc")
        self.assertEqual(set1.union("cde", ["f"]), OrderedSet("abcdef"))
        self.assertEqual(set1.difference("b", "xy"), OrderedSet("ac"))
        self.assertEqual(set1 | {"d"}, OrderedSet("abcd"))

    def test_issubset(self):
        set1 = OrderedSet([1, 2, 3])
        self.assertTrue(set1.issubset([0, 1, 2, 3, 4]))
        self.assertFalse(set1.issubset([1, 2, 4, 5]))
        self.assertFalse(set1.issubset([1, 2]))

    def test_issubset_of_equal_set(self):
        self.assertTrue(OrderedSet([1, 2, 3]).issubset({3, 2, 1}))
        self.assertTrue(OrderedSet("abc").issubset(OrderedSet("cba")))

    def test_issuperset(self):
        set1 = OrderedSet("abcd")
        self.assertTrue(set1.issuperset("db"))
        self.assertTrue(set1.issuperset("dcba"))
        self.assertFalse(set1.issuperset("abcde"))

    def test_equality(self):
        self.assertEqual(OrderedSet([1, 2]), [1, 2])
        self.assertNotEqual(OrderedSet([1, 2]), [2, 1])
        self.assertEqual(OrderedSet([1, 2]), {2, 1})


if __name__ == "__main__":
    unittest.main()
