"""Which migrations to run, given the files on disk and the ones the database has applied."""
from dataclasses import dataclass, field

from migrate.naming import FIRST_NUMBER, MIGRATION_RE, migration_filename


class MigrationError(Exception):
    pass


@dataclass(frozen=True, order=True)
class Migration:
    number: int
    label: str = field(compare=False)
    filename: str = field(compare=False)


class Planner:
    def __init__(self, files, applied=()):
        self.files = list(files)
        self.applied = set(applied)

    def migrations(self):
        """Every migration file, in the order the migrations must run."""
        found = []
        for filename in self.files:
            match = MIGRATION_RE.match(filename)
            if match:
                found.append(Migration(int(match.group(1)), match.group(2), filename))
        return found

    def check(self):
        """Raise MigrationError unless the migrations are numbered FIRST_NUMBER, +1, +2, ..."""
        expected = FIRST_NUMBER
        for m in self.migrations():
            if m.number != expected:
                raise MigrationError(f"expected migration {expected:04d}, found {m.filename}")
            expected += 1

    def pending(self):
        """Filenames of the migrations not yet applied, in the order to run them."""
        self.check()
        return [m.filename for m in self.migrations() if m.number not in self.applied]

    def next_filename(self, label):
        numbers = [m.number for m in self.migrations()]
        return migration_filename(max(numbers, default=FIRST_NUMBER - 1) + 1, label)
