"""In-process periodic job scheduling for humans."""

from schedule.job import Job, ScheduleValueError
from schedule.scheduler import Scheduler

__all__ = ("Job", "Scheduler", "ScheduleValueError")
