import unittest

from programs.heap import MinHeap, heapsort, top_k


class MinHeapTest(unittest.TestCase):
    def test_empty_heap_raises(self):
        heap = MinHeap()
        with self.assertRaises(IndexError):
            heap.pop()
        with self.assertRaises(IndexError):
            heap.peek()

    def test_push_keeps_smallest_on_top(self):
        heap = MinHeap()
        for value in [7, 3, 9, 1, 4]:
            heap.push(value)
        self.assertEqual(heap.peek(), 1)
        self.assertEqual(len(heap), 5)

    def test_pop_order(self):
        heap = MinHeap()
        for value in [5, 1, 4, 2, 3]:
            heap.push(value)
        self.assertEqual([heap.pop() for _ in range(5)], [1, 2, 3, 4, 5])

    def test_heapsort_small(self):
        self.assertEqual(heapsort([3, 1, 2]), [1, 2, 3])
        self.assertEqual(heapsort([]), [])

    def test_heapsort(self):
        values = [12, 4, 19, 7, 4, 15, 1, 30, 9, 8, 22]
        self.assertEqual(heapsort(values), sorted(values))


class TopKTest(unittest.TestCase):
    def test_top_three(self):
        scores = [40, 95, 12, 88, 67, 95, 3, 71, 59]
        self.assertEqual(top_k(scores, 3), [95, 95, 88])

    def test_k_zero_and_k_larger_than_input(self):
        self.assertEqual(top_k([1, 2], 0), [])
        self.assertEqual(top_k([2, 9, 5], 5), [9, 5, 2])


if __name__ == "__main__":
    unittest.main()
