import unittest

from hyplite import strategies as st
from hyplite.data import ConjectureData, StopTest


def examples(strategy, n=300, seed=0):
    data = ConjectureData(seed)
    return [strategy.example(data) for _ in range(n)]


class IntegersTest(unittest.TestCase):
    def test_within_bounds(self):
        values = examples(st.integers(-5, 20))
        self.assertTrue(all(-5 <= v <= 20 for v in values))

    def test_bad_bounds(self):
        with self.assertRaises(ValueError):
            examples(st.integers(3, 1))


class SampledFromTest(unittest.TestCase):
    def test_every_element_is_drawn(self):
        values = examples(st.sampled_from(["GET", "POST", "DELETE"]))
        self.assertEqual(set(values), {"GET", "POST", "DELETE"})

    def test_single_element(self):
        self.assertEqual(set(examples(st.sampled_from([None]), n=5)), {None})

    def test_empty_is_an_error(self):
        with self.assertRaises(ValueError):
            st.sampled_from([])


class ListsTest(unittest.TestCase):
    def test_sizes(self):
        values = examples(st.lists(st.booleans(), min_size=2, max_size=6))
        self.assertTrue(all(2 <= len(v) <= 6 for v in values))
        self.assertTrue(all(isinstance(x, bool) for v in values for x in v))

    def test_min_greater_than_max(self):
        with self.assertRaises(ValueError):
            st.lists(st.booleans(), min_size=4, max_size=2)


class FilterTest(unittest.TestCase):
    def test_filter_and_budget(self):
        evens = examples(st.integers(0, 100).filter(lambda n: n % 2 == 0), n=50)
        self.assertTrue(all(n % 2 == 0 for n in evens))
        with self.assertRaises(StopTest):
            examples(st.integers(0, 100).filter(lambda n: n < 0), n=1)


if __name__ == "__main__":
    unittest.main()
