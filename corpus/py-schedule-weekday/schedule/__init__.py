"""
Python job scheduling for humans.

    >>> import schedule
    >>> schedule.every(10).minutes.do(job)
    >>> schedule.every().monday.at("10:30").do(job)
"""
import datetime

from schedule.job import Job, ScheduleValueError


class Scheduler:
    """Objects instantiated by the :class:`Scheduler <Scheduler>` are
    factories to create jobs, keep record of scheduled jobs and
    handle their execution.
    """

    def __init__(self) -> None:
        self.jobs = []

    def every(self, interval: int = 1) -> Job:
        """Schedule a new periodic job."""
        return Job(interval, self)

    def run_pending(self) -> None:
        """Run all jobs that are scheduled to run."""
        for job in sorted(job for job in self.jobs if job.should_run):
            job.run()

    @property
    def next_run(self):
        """Datetime when the next job should run."""
        if not self.jobs:
            return None
        return min(self.jobs).next_run

    @property
    def idle_seconds(self):
        """Number of seconds until `next_run`."""
        if not self.next_run:
            return None
        return (self.next_run - datetime.datetime.now()).total_seconds()


default_scheduler = Scheduler()
jobs = default_scheduler.jobs


def every(interval: int = 1) -> Job:
    return default_scheduler.every(interval)


__all__ = ["Scheduler", "Job", "ScheduleValueError", "every", "default_scheduler"]
