import datetime
import functools

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


class ScheduleValueError(ValueError):
    """Base schedule value error"""


class Job:
    """A periodic job as used by :class:`Scheduler`."""

    def __init__(self, interval: int, scheduler=None):
        self.interval = interval  # pause interval * unit between runs
        self.job_func = None
        self.unit = None  # time units, e.g. 'minutes', 'hours', ...
        self.at_time = None  # optional time at which this job runs
        self.last_run = None
        self.next_run = None
        self.period = None
        self.start_day = None  # Specific day of the week to start on
        self.scheduler = scheduler

    def __lt__(self, other) -> bool:
        return self.next_run < other.next_run

    def __getattr__(self, name):
        unit = name[:-1] if name.endswith("s") else name
        if unit in ("second", "minute", "hour", "day", "week"):
            self.unit = unit + "s"
            return self
        if name in WEEKDAYS:
            if self.interval != 1:
                raise ScheduleValueError("Scheduling .%s() jobs is only allowed for weekly jobs." % name)
            self.start_day = name
            self.unit = "weeks"
            return self
        raise AttributeError(name)

    def at(self, time_str):
        hour, minute = (int(part) for part in time_str.split(":"))
        self.at_time = datetime.time(hour, minute)
        return self

    def do(self, job_func, *args, **kwargs):
        self.job_func = functools.partial(job_func, *args, **kwargs)
        self._schedule_next_run()
        self.scheduler.jobs.append(self)
        return self

    @property
    def should_run(self) -> bool:
        return datetime.datetime.now() >= self.next_run

    def run(self):
        ret = self.job_func()
        self.last_run = datetime.datetime.now()
        self._schedule_next_run()
        return ret

    def _schedule_next_run(self) -> None:
        """Compute the instant when this job should run next."""
        self.period = datetime.timedelta(**{self.unit: self.interval})
        self.next_run = datetime.datetime.now() + self.period
        if self.start_day is not None:
            weekday = WEEKDAYS.index(self.start_day)
            days_ahead = weekday - self.next_run.weekday()
            if days_ahead <= 0:  # Target day already happened this week
                days_ahead += 7
            self.next_run += datetime.timedelta(days_ahead) + self.period
        if self.at_time is not None:
            kwargs = {"hour": self.at_time.hour, "minute": self.at_time.minute, "second": 0, "microsecond": 0}
            self.next_run = self.next_run.replace(**kwargs)
            if not self.last_run and self.unit == "days" and self.at_time > datetime.datetime.now().time():
                self.next_run = self.next_run - datetime.timedelta(days=1)
