import unittest

from funcy import chunks, first, last, lchunks, lpartition, partition


class PartitionTests(unittest.TestCase):
    def test_partition(self):
        self.assertEqual(lpartition(2, range(5)), [[0, 1], [2, 3]])
        self.assertEqual(lpartition(2, [0, 1, 2, 3, 4, 5]), [[0, 1], [2, 3], [4, 5]])

    def test_partition_step(self):
        self.assertEqual(lpartition(2, 1, "abcd"), ["ab", "bc", "cd"])

    def test_partition_iterator(self):
        self.assertEqual(list(partition(3, iter(range(7)))), [[0, 1, 2], [3, 4, 5]])

    def test_chunks(self):
        self.assertEqual(lchunks(2, [0, 1, 2, 3, 4]), [[0, 1], [2, 3], [4]])
        self.assertEqual(lchunks(3, 1, "abcd"), ["abc", "bcd", "cd", "d"])

    def test_chunks_iterator(self):
        self.assertEqual(list(chunks(2, iter("abc"))), [["a", "b"], ["c"]])

    def test_bad_step(self):
        with self.assertRaises(ValueError):
            lchunks(2, 0, [1, 2])


class FirstLastTests(unittest.TestCase):
    def test_first(self):
        self.assertEqual(first("xyz"), "x")
        self.assertIsNone(first([]))

    def test_last(self):
        self.assertEqual(last([1, 2, 3]), 3)
        self.assertEqual(last(x for x in "ab"), "b")
        self.assertIsNone(last([]))


if __name__ == "__main__":
    unittest.main()
