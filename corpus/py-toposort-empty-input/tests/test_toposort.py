import unittest

from toposort import toposort, toposort_flatten, CircularDependencyError


class TestCase(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(list(toposort({2: {11},
                                        9: {11, 8},
                                        10: {11, 3},
                                        11: {7, 5},
                                        8: {7, 3},
                                        })),
                         [{3, 5, 7},
                          {8, 11},
                          {2, 9, 10},
                          ])

        # make sure self dependencies are ignored
        self.assertEqual(list(toposort({2: {2, 11},
                                        9: {11, 8},
                                        10: {10, 11, 3},
                                        11: {7, 5},
                                        8: {7, 3},
                                        })),
                         [{3, 5, 7},
                          {8, 11},
                          {2, 9, 10},
                          ])

        self.assertEqual(list(toposort({1: set()})), [{1}])
        self.assertEqual(list(toposort({1: {1}})), [{1}])

    def test_no_dependencies(self):
        self.assertEqual(list(toposort({1: {2},
                                        3: {4},
                                        5: {6},
                                        })),
                         [{2, 4, 6}, {1, 3, 5}])

        self.assertEqual(list(toposort({1: set(),
                                        3: set(),
                                        5: set(),
                                        })),
                         [{1, 3, 5}])

    def test_empty(self):
        self.assertEqual(list(toposort({})), [])

    def test_strings(self):
        self.assertEqual(list(toposort({'2': {'11'},
                                        '9': {'11', '8'},
                                        '10': {'11', '3'},
                                        '11': {'7', '5'},
                                        '8': {'7', '3'},
                                        })),
                         [{'3', '5', '7'},
                          {'8', '11'},
                          {'2', '9', '10'},
                          ])

    def test_circular(self):
        with self.assertRaises(CircularDependencyError) as cm:
            list(toposort({1: {2}, 2: {3}, 3: {1}, 4: {5}}))
        self.assertEqual(cm.exception.data, {1: {2}, 2: {3}, 3: {1}})
        self.assertEqual(str(cm.exception),
                         'Circular dependencies exist among these items: '
                         '{1:{2}, 2:{3}, 3:{1}}')

    def test_input_not_modified(self):
        data = {2: {11},
                9: {11, 8},
                10: {10, 11, 3},
                11: {7, 5},
                8: {7, 3, 8},
                }
        orig = {k: set(v) for k, v in data.items()}
        toposort_flatten(data)
        self.assertEqual(data, orig)


class TestToposortFlatten(unittest.TestCase):
    def test_sort(self):
        data = {2: {11},
                9: {11, 8},
                10: {11, 3},
                11: {7, 5},
                8: {7, 3},
                }
        self.assertEqual(toposort_flatten(data), [3, 5, 7, 8, 11, 2, 9, 10])
        self.assertEqual(toposort_flatten({'b': {'a'}, 'c': {'b'}}, sort=False), ['a', 'b', 'c'])

    def test_empty(self):
        self.assertEqual(toposort_flatten({}), [])
        self.assertEqual(toposort_flatten({}, sort=False), [])


if __name__ == '__main__':
    unittest.main()
