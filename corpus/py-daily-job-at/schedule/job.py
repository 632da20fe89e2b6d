import datetime
import functools
import re

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


class ScheduleValueError(ValueError):
    pass


class Job:
    """A periodic job as used by :class:`Scheduler`."""

    def __init__(self, interval, scheduler):
        self.interval = interval
        self.job_func = None
        self.unit = None
        self.at_time = None
        self.last_run = None
        self.next_run = None
        self.period = None
        self.start_day = None
        self.scheduler = scheduler

    def __lt__(self, other):
        return self.next_run < other.next_run

    def __getattr__(self, name):
        # every().second / every(5).seconds / every().monday ...
        if name.rstrip("s") in ("second", "minute", "hour", "day", "week"):
            self.unit = name.rstrip("s") + "s"
            return self
        if name in WEEKDAYS:
            if self.interval != 1:
                raise ScheduleValueError("Scheduling .%s() jobs is only allowed for weekly jobs." % name)
            self.start_day = name
            self.unit = "weeks"
            return self
        raise AttributeError(name)

    def at(self, time_str):
        if self.unit not in ("days", "weeks"):
            raise ScheduleValueError("Invalid unit for .at()")
        if not re.match(r"^([0-2]\d:[0-5]\d)$", time_str):
            raise ScheduleValueError("Invalid time format for a daily job (valid format is HH:MM)")
        hour, minute = (int(part) for part in time_str.split(":"))
        self.at_time = datetime.time(hour, minute)
        return self

    def do(self, job_func, *args, **kwargs):
        self.job_func = functools.partial(job_func, *args, **kwargs)
        self._schedule_next_run()
        self.scheduler.jobs.append(self)
        return self

    @property
    def should_run(self):
        return self.scheduler.now() >= self.next_run

    def run(self):
        ret = self.job_func()
        self.last_run = self.scheduler.now()
        self._schedule_next_run()
        return ret

    def _schedule_next_run(self):
        self.period = datetime.timedelta(**{self.unit: self.interval})
        now = self.scheduler.now()
        self.next_run = now + self.period
        if self.start_day is not None:
            days_ahead = WEEKDAYS.index(self.start_day) - self.next_run.weekday()
            if days_ahead <= 0:  # target day already happened this week
                days_ahead += 7
            self.next_run += datetime.timedelta(days_ahead) - self.period
        if self.at_time is not None:
            self.next_run = self.next_run.replace(hour=self.at_time.hour, minute=self.at_time.minute,
                                                  second=0, microsecond=0)
            # if the job has never run and the time has not come yet today, run it today
            if not self.last_run:
                if self.unit == "days" and self.interval == 1 and self.at_time < now.time():
                    self.next_run -= datetime.timedelta(days=1)
                elif self.start_day is not None and days_ahead == 7 and self.at_time > now.time():
                    self.next_run -= datetime.timedelta(days=7)
