import unittest

from kutils.data_utils import batches, pad_sequences


class PadSequencesTest(unittest.TestCase):
    def test_pads_to_longest(self):
        self.assertEqual(pad_sequences([[1], [2, 3], [4, 5, 6]]), [[0, 0, 1], [0, 2, 3], [4, 5, 6]])

    def test_post_padding_and_value(self):
        self.assertEqual(pad_sequences([[1], [2, 3]], maxlen=3, padding="post", value=-1),
                         [[1, -1, -1], [2, 3, -1]])

    def test_default_truncation_keeps_the_end(self):
        self.assertEqual(pad_sequences([[1, 2, 3, 4, 5]], maxlen=3), [[3, 4, 5]])

    def test_post_truncation_keeps_the_start(self):
        self.assertEqual(pad_sequences([[1, 2, 3, 4, 5], [6]], maxlen=2, truncating="post"), [[1, 2], [0, 6]])

    def test_empty_sequence_and_dtype(self):
        self.assertEqual(pad_sequences([[], ["7", "8"]], dtype=int), [[0, 0], [7, 8]])

    def test_bad_mode(self):
        with self.assertRaises(ValueError):
            pad_sequences([[1]], padding="middle")
        with self.assertRaises(ValueError):
            pad_sequences([1, 2])


class BatchesTest(unittest.TestCase):
    def test_batches(self):
        self.assertEqual(batches(list(range(5)), 2), [[0, 1], [2, 3], [4]])
        self.assertEqual(batches([], 3), [])
        with self.assertRaises(ValueError):
            batches([1], 0)


if __name__ == "__main__":
    unittest.main()
