"""Summary reporting: the table printed by `coverage report`."""

from .results import Numbers


class SummaryReporter:
    def __init__(self, precision=0, skip_covered=False):
        self.precision = precision
        self.skip_covered = skip_covered

    def numbers_for(self, analysis):
        statements, missing = analysis
        return Numbers(
            precision=self.precision,
            n_files=1,
            n_statements=len(statements),
            n_missing=len(missing),
        )

    def report(self, analyses):
        """`analyses` maps a file name to (statements, missing lines)."""
        header = ("Name", "Stmts", "Miss", "Cover")
        rows = []
        total = Numbers(precision=self.precision)
        for name in sorted(analyses):
            nums = self.numbers_for(analyses[name])
            total += nums
            if self.skip_covered and nums.n_missing == 0:
                continue
            rows.append((name, str(nums.n_statements), str(nums.n_missing), nums.pc_covered_str + "%"))
        rows.append(("TOTAL", str(total.n_statements), str(total.n_missing), total.pc_covered_str + "%"))
        width = max(len(r[0]) for r in rows + [header])
        lines = []
        for i, row in enumerate([header] + rows):
            if i == len(rows):
                lines.append("-" * (width + 21))
            lines.append(f"{row[0]:<{width}} {row[1]:>6} {row[2]:>6} {row[3]:>6}")
        return "\n".join(lines)
