"""Tree model of a diff (reduced from deepdiff.model)."""


class DiffLevel:
    def __init__(self, t1, t2, path="root", up=None):
        self.t1 = t1
        self.t2 = t2
        self.up = up
        self._path = path

    def path(self):
        return self._path

    def branch_deeper(self, new_t1, new_t2, child_relationship):
        """Return a child level comparing new_t1 (old side) with new_t2 (new side)."""
        return DiffLevel(new_t1, new_t2, path=self._path + child_relationship, up=self)


class TextResult(dict):
    def __init__(self):
        super().__init__()

    def add(self, report_type, level):
        if report_type == "values_changed":
            self.setdefault(report_type, {})[level.path()] = {
                "new_value": level.t2, "old_value": level.t1}
        elif report_type == "type_changes":
            self.setdefault(report_type, {})[level.path()] = {
                "old_type": type(level.t1), "new_type": type(level.t2),
                "old_value": level.t1, "new_value": level.t2}
        else:
            self.setdefault(report_type, set()).add(level.path())
