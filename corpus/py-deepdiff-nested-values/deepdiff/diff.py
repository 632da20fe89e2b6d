"""Deep Difference of dictionaries, iterables and almost any other object (reduced)."""
from .model import DiffLevel, TextResult


class DeepDiff(dict):
    def __init__(self, t1, t2, ignore_string_case=False):
        super().__init__()
        self.ignore_string_case = ignore_string_case
        self.tree = TextResult()
        self._diff(DiffLevel(t1, t2))
        self.update(self.tree)

    def _report_result(self, report_type, level):
        self.tree.add(report_type, level)

    def _diff_dict(self, level):
        t1, t2 = level.t1, level.t2
        for key in t2.keys() - t1.keys():
            self._report_result("dictionary_item_added", level.branch_deeper(None, t2[key], f"[{key!r}]"))
        for key in t1.keys() - t2.keys():
            self._report_result("dictionary_item_removed", level.branch_deeper(t1[key], None, f"[{key!r}]"))
        for key in t1.keys() & t2.keys():
            self._diff(level.branch_deeper(t2[key], t1[key], f"[{key!r}]"))

    def _diff_iterable(self, level):
        t1, t2 = level.t1, level.t2
        for i, (x, y) in enumerate(zip(t1, t2)):
            self._diff(level.branch_deeper(x, y, f"[{i}]"))
        for i in range(len(t2), len(t1)):
            self._report_result("iterable_item_removed", level.branch_deeper(t1[i], None, f"[{i}]"))
        for i in range(len(t1), len(t2)):
            self._report_result("iterable_item_added", level.branch_deeper(None, t2[i], f"[{i}]"))

    def _diff_str(self, level):
        t1, t2 = level.t1, level.t2
        if self.ignore_string_case:
            t1, t2 = t1.lower(), t2.lower()
        if t1 != t2:
            self._report_result("values_changed", level)

    def _diff(self, level):
        t1, t2 = level.t1, level.t2
        if t1 is t2:
            return
        if type(t1) is not type(t2):
            self._report_result("type_changes", level)
        elif isinstance(t1, dict):
            self._diff_dict(level)
        elif isinstance(t1, (list, tuple)):
            self._diff_iterable(level)
        elif isinstance(t1, str):
            self._diff_str(level)
        elif t1 != t2:
            self._report_result("values_changed", level)
