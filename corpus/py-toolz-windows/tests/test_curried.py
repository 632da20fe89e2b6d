import unittest

from minitoolz import curried
from minitoolz.curried import compose, pipe


class CurriedTest(unittest.TestCase):
    def test_take(self):
        self.assertEqual(list(curried.take(2)([1, 2, 3])), [1, 2])

    def test_frequencies(self):
        self.assertEqual(curried.frequencies(["cat", "pig", "cat", "eel"]), {"cat": 2, "pig": 1, "eel": 1})

    def test_partition(self):
        self.assertEqual(list(curried.partition(2)([1, 2, 3, 4, 5])), [(1, 2), (3, 4)])
        self.assertEqual(list(curried.partition(2, pad=None)([1, 2, 3])), [(1, 2), (3, None)])

    def test_sliding_window(self):
        self.assertEqual(list(curried.sliding_window(2)([1, 2, 3, 4])), [(1, 2), (2, 3), (3, 4)])
        self.assertEqual(list(curried.sliding_window(3)([1, 2, 3, 4])), [(1, 2, 3), (2, 3, 4)])

    def test_sliding_window_of_short_sequence(self):
        self.assertEqual(list(curried.sliding_window(2)(iter([]))), [])
        self.assertEqual(list(curried.sliding_window(3)([1, 2])), [])

    def test_moving_average_in_pipe(self):
        result = pipe([1, 2, 3, 4, 5, 6], curried.moving_average(3), list)
        self.assertEqual(result, [2.0, 3.0, 4.0, 5.0])

    def test_compose(self):
        inc = lambda x: x + 1
        self.assertEqual(compose(str, inc, abs)(-4), "5")

    def test_curry_rejects_too_many_arguments(self):
        with self.assertRaises(TypeError):
            curried.take(1, [1], [2])


if __name__ == "__main__":
    unittest.main()
