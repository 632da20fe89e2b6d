import unittest

from pyrsistent import freeze, pvector, thaw, v


class PVectorTest(unittest.TestCase):

    def test_set_returns_new_vector(self):
        v1 = v(1, 2, 3)
        v2 = v1.set(1, 20)
        self.assertEqual(list(v2), [1, 20, 3])
        self.assertEqual(list(v1), [1, 2, 3])

    def test_set_negative_index(self):
        self.assertEqual(list(v(1, 2, 3).set(-1, 30)), [1, 2, 30])

    def test_set_one_past_end_appends(self):
        self.assertEqual(list(v(1, 2).set(2, 3)), [1, 2, 3])

    def test_set_out_of_range(self):
        with self.assertRaises(IndexError):
            v(1, 2, 3).set(4, 'x')
        with self.assertRaises(IndexError):
            v(1, 2, 3).set(-5, 'x')

    def test_mset_negative_beyond_start(self):
        with self.assertRaises(IndexError):
            pvector(range(4)).mset(0, 'a', -9, 'b')

    def test_delete(self):
        self.assertEqual(list(v(1, 2, 3, 4).delete(-1)), [1, 2, 3])
        self.assertEqual(list(v(1, 2, 3, 4).delete(1, 3)), [1, 4])

    def test_set_type_error(self):
        with self.assertRaises(TypeError):
            v(1, 2).set('1', 2)

    def test_freeze_thaw(self):
        frozen = freeze([1, [2, 3], (4, [5])])
        self.assertEqual(frozen, v(1, v(2, 3), (4, v(5))))
        self.assertEqual(thaw(frozen), [1, [2, 3], (4, [5])])


if __name__ == '__main__':
    unittest.main()
