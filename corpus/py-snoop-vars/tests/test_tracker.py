import unittest

from snoop.tracker import VariableTracker


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class Broken:
    def __repr__(self):
        raise RuntimeError("no repr")


class TrackerTest(unittest.TestCase):
    def test_new_and_modified(self):
        t = VariableTracker()
        self.assertEqual(t.update({"a": 1}), ["New var:....... a = 1"])
        self.assertEqual(t.update({"a": 1, "b": "x"}), ["New var:....... b = 'x'"])
        self.assertEqual(t.update({"a": 2, "b": "x"}), ["Modified var:.. a = 2"])

    def test_unchanged_is_silent(self):
        t = VariableTracker()
        t.update({"items": [1, 2]})
        self.assertEqual(t.update({"items": [1, 2]}), [])

    def test_long_values_are_shortened(self):
        t = VariableTracker(max_variable_length=20)
        line, = t.update({"s": "abcdefghijklmnopqrstuvwxyz"})
        self.assertEqual(line, "New var:....... s = 'abcdefg...stuvwxyz'")

    def test_odd_length_limit(self):
        t = VariableTracker(max_variable_length=15)
        line, = t.update({"digits": list(range(10))})
        self.assertEqual(line, "New var:....... digits = [0, 1,... 8, 9]")

    def test_custom_repr(self):
        t = VariableTracker(custom_repr=[(Point, lambda p: f"Point({p.x}, {p.y})")])
        self.assertEqual(t.update({"p": Point(3, 4)}), ["New var:....... p = Point(3, 4)"])

    def test_normalize_drops_addresses(self):
        t = VariableTracker(normalize=True)
        line, = t.update({"o": object()})
        self.assertEqual(line, "New var:....... o = <object object>")

    def test_repr_failure(self):
        t = VariableTracker()
        self.assertEqual(t.update({"b": Broken()}), ["New var:....... b = REPR FAILED"])

    def test_newlines_removed(self):
        t = VariableTracker()
        self.assertEqual(t.update({"text": Multi()}), ["New var:....... text = line1line2"])


class Multi:
    def __repr__(self):
        return "line1\nline2"


if __name__ == "__main__":
    unittest.main()
