import datetime

from schedule.job import Job


class Scheduler:
    """Collects jobs and runs the ones that are due. ``clock`` returns the current datetime."""

    def __init__(self, clock=datetime.datetime.now):
        self.clock = clock
        self.jobs = []

    def now(self):
        return self.clock()

    def every(self, interval=1):
        return Job(interval, self)

    def run_pending(self):
        ran = []
        for job in sorted(job for job in self.jobs if job.should_run):
            job.run()
            ran.append(job)
        return ran

    def clear(self):
        del self.jobs[:]

    @property
    def next_run(self):
        if not self.jobs:
            return None
        return min(self.jobs).next_run

    @property
    def idle_seconds(self):
        if not self.jobs:
            return None
        return (self.next_run - self.now()).total_seconds()
