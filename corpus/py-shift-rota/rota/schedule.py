"""A weekly shift rota.

Shifts are given as ``"HH:MM"`` strings; a shift that ends at or before its
start time runs past midnight (``22:00``-``06:00`` is eight hours).
"""
from dataclasses import dataclass

from rota.timeutil import MINUTES_PER_DAY, format_hhmm, overlaps, parse_hhmm

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
MAX_WEEKLY_MINUTES = 48 * 60


class RotaError(ValueError):
    pass


@dataclass(frozen=True)
class Shift:
    employee: str
    day: str
    start: int
    end: int

    @property
    def minutes(self):
        return self.end - self.start

    def __str__(self):
        return f"{self.employee} {self.day} {format_hhmm(self.start)}-{format_hhmm(self.end)}"


class Rota:
    def __init__(self):
        self.shifts = []

    def add(self, employee, day, start, end):
        if day not in DAYS:
            raise RotaError(f"unknown day {day!r}")
        start, end = parse_hhmm(start), parse_hhmm(end)
        if end <= start:
            end += MINUTES_PER_DAY
        shift = Shift(employee, day, start, end)
        for other in self.shifts_of(employee):
            if other.day == day and overlaps(shift.start, other.start, shift.end, other.end):
                raise RotaError(f"{shift} overlaps {other}")
        if self.minutes_of(employee) + shift.minutes > MAX_WEEKLY_MINUTES:
            raise RotaError(f"{employee} would work more than {MAX_WEEKLY_MINUTES // 60} hours")
        self.shifts.append(shift)
        return shift

    def shifts_of(self, employee):
        return [s for s in self.shifts if s.employee == employee]

    def minutes_of(self, employee):
        return sum(s.minutes for s in self.shifts_of(employee))
