"""Results of coverage measurement."""


class Numbers:
    """The numerical results of measuring coverage."""

    def __init__(self, precision=0, n_files=0, n_statements=0, n_excluded=0, n_missing=0):
        self.precision = precision
        self.n_files = n_files
        self.n_statements = n_statements
        self.n_excluded = n_excluded
        self.n_missing = n_missing

    @property
    def n_executed(self):
        return self.n_statements - self.n_missing

    @property
    def pc_covered(self):
        if self.n_statements > 0:
            return (100.0 * self.n_executed) / self.n_statements
        return 100.0

    @property
    def pc_covered_str(self):
        return display_covered(self.pc_covered, self.precision)

    def __add__(self, other):
        nums = Numbers(precision=self.precision)
        nums.n_files = self.n_files + other.n_files
        nums.n_statements = self.n_statements + other.n_statements
        nums.n_excluded = self.n_excluded + other.n_excluded
        nums.n_missing = self.n_missing + other.n_statements
        return nums

    def __radd__(self, other):
        # Implementing 0+Numbers allows us to sum() a list of Numbers.
        assert other == 0
        return self


def display_covered(pc, precision):
    """Return a displayable total percentage, never 0 or 100 unless exact."""
    near0 = 1.0 / 10 ** precision
    if 0 < pc < near0:
        pc = near0
    elif (100.0 - near0) < pc < 100:
        pc = 100.0 - near0
    else:
        pc = round(pc, precision)
    return "%.*f" % (precision, pc)
