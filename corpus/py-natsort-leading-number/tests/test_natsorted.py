import unittest

from natsort import natsort_keygen, natsorted, ns


class TestNatsorted(unittest.TestCase):
    def test_simple(self):
        a = ["a2", "a9", "a1", "a4", "a10"]
        self.assertEqual(natsorted(a), ["a1", "a2", "a4", "a9", "a10"])

    def test_reverse(self):
        self.assertEqual(natsorted(["b10", "b2"], reverse=True), ["b10", "b2"])

    def test_numbers_first(self):
        a = ["1 Apple", "10 Pears", "2 Oranges"]
        self.assertEqual(natsorted(a), ["1 Apple", "2 Oranges", "10 Pears"])

    def test_mixed_start(self):
        a = ["version", "2.0", "1.10", "beta"]
        self.assertEqual(natsorted(a), ["1.10", "2.0", "beta", "version"])

    def test_float(self):
        a = ["num5.10", "num-3", "num5.3", "num2"]
        self.assertEqual(natsorted(a, alg=ns.FLOAT), ["num-3", "num2", "num5.10", "num5.3"])

    def test_ignorecase(self):
        self.assertEqual(natsorted(["Banana", "apple", "cherry"], alg=ns.IGNORECASE),
                         ["apple", "Banana", "cherry"])

    def test_key_and_tuples(self):
        data = [("b", 2), ("a", 10), ("a", 9)]
        self.assertEqual(natsorted(data, key=lambda t: t[0] + str(t[1])),
                         [("a", 9), ("a", 10), ("b", 2)])
        self.assertEqual(natsort_keygen()("a5"), ("a", 5))


if __name__ == "__main__":
    unittest.main()
