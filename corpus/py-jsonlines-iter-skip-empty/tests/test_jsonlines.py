"""
Tests for the jsonlines library.
"""

import io
import os
import tempfile
import unittest

import jsonlines


SAMPLE_BYTES = b'{"a": 1}\n{"b": 2}\n'


class ReaderTest(unittest.TestCase):
    def test_reader(self):
        fp = io.BytesIO(SAMPLE_BYTES)
        with jsonlines.Reader(fp) as reader:
            it = iter(reader)
            self.assertEqual(next(it), {"a": 1})
            self.assertEqual(next(it), {"b": 2})
            with self.assertRaises(StopIteration):
                next(it)
            with self.assertRaises(EOFError):
                reader.read()

    def test_reading_from_iterable(self):
        with jsonlines.Reader(["1", b"{}"]) as reader:
            self.assertEqual(list(reader), [1, {}])
        self.assertIn("wrapping ['1', b'{}']", repr(reader))

    def test_skip_empty(self):
        reader = jsonlines.Reader(["1", "", " ", "\t", "2"])
        self.assertEqual(reader.read(), 1)
        self.assertEqual(reader.read(skip_empty=True), 2)

    def test_iter_skip_empty(self):
        fp = io.StringIO('{"id": 1}\n\n{"id": 2}\n   \n{"id": 3}\n')
        with jsonlines.Reader(fp) as reader:
            ids = [obj["id"] for obj in reader.iter(type=dict, skip_empty=True)]
        self.assertEqual(ids, [1, 2, 3])

    def test_iter_skip_empty_and_invalid(self):
        lines = ["1", "", "nope", "2", "  ", "3"]
        reader = jsonlines.Reader(lines)
        self.assertEqual(list(reader.iter(skip_empty=True, skip_invalid=True)), [1, 2, 3])

    def test_invalid_lines(self):
        data = "[1, 2"
        with jsonlines.Reader(io.StringIO(data)) as reader:
            with self.assertRaises(jsonlines.InvalidLineError) as cm:
                reader.read()
        exc = cm.exception
        self.assertIn("line 1", str(exc))
        self.assertEqual(exc.line, data)
        self.assertEqual(exc.lineno, 1)

    def test_skip_invalid(self):
        fp = io.StringIO("12\ninvalid\n34")
        reader = jsonlines.Reader(fp)
        self.assertEqual(list(reader.iter(skip_invalid=True)), [12, 34])

    def test_typed_reads(self):
        with jsonlines.Reader(io.StringIO('12\ntrue\n"foo"\n')) as reader:
            self.assertEqual(reader.read(type=int), 12)
            with self.assertRaises(jsonlines.InvalidLineError):
                reader.read(type=int)
            self.assertEqual(reader.read(type=str), "foo")

    def test_allow_none(self):
        reader = jsonlines.Reader(io.StringIO("null\n"))
        self.assertIsNone(reader.read(allow_none=True))


class WriterTest(unittest.TestCase):
    def test_writer(self):
        fp = io.StringIO()
        with jsonlines.Writer(fp) as writer:
            writer.write({"a": 1})
            writer.write_all([{"b": 2}, {"c": 3}])
        self.assertEqual(fp.getvalue(), '{"a": 1}\n{"b": 2}\n{"c": 3}\n')

    def test_compact_sorted(self):
        fp = io.StringIO()
        with jsonlines.Writer(fp, compact=True, sort_keys=True) as writer:
            writer.write({"b": [1, 2], "a": "x"})
        self.assertEqual(fp.getvalue(), '{"a":"x","b":[1,2]}\n')

    def test_open_roundtrip(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "data.jsonl")
            with jsonlines.open(path, mode="w") as writer:
                writer.write_all([{"x": 1}, {"x": 2}])
            with jsonlines.open(path) as reader:
                self.assertEqual([obj["x"] for obj in reader], [1, 2])


if __name__ == "__main__":
    unittest.main()
