import unittest

from webob.byterange import ContentRange, Range


class TestRange(unittest.TestCase):
    def test_parse(self):
        r = Range.parse("bytes=0-99")
        self.assertEqual((r.start, r.end), (0, 100))
        r = Range.parse("bytes=500-")
        self.assertEqual((r.start, r.end), (500, None))
        r = Range.parse("bytes=-500")
        self.assertEqual((r.start, r.end), (-500, None))

    def test_parse_invalid(self):
        self.assertIsNone(Range.parse("bytes=10-5"))
        self.assertIsNone(Range.parse("items=0-10"))
        self.assertIsNone(Range.parse(None))

    def test_range_for_length(self):
        self.assertEqual(Range(0, 100).range_for_length(50), (0, 50))
        self.assertEqual(Range(10, None).range_for_length(100), (10, 100))
        self.assertEqual(Range(-20, None).range_for_length(100), (80, 100))
        self.assertIsNone(Range(0, 100).range_for_length(None))

    def test_range_for_length_unsatisfiable(self):
        self.assertIsNone(Range.parse("bytes=100-149").range_for_length(100))
        self.assertIsNone(Range.parse("bytes=200-299").range_for_length(100))

    def test_content_range(self):
        self.assertEqual(str(Range.parse("bytes=0-99").content_range(1000)), "bytes 0-99/1000")
        self.assertIsNone(Range.parse("bytes=1000-1099").content_range(1000))


class TestContentRange(unittest.TestCase):
    def test_str(self):
        self.assertEqual(str(ContentRange(0, 100, 1000)), "bytes 0-99/1000")
        self.assertEqual(str(ContentRange(None, None, 1000)), "bytes */1000")

    def test_invalid(self):
        self.assertRaises(ValueError, ContentRange, 10, 5, 100)
        self.assertRaises(ValueError, ContentRange, None, 5, 100)


if __name__ == "__main__":
    unittest.main()
