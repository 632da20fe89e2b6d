"""A job: a callable, its arguments and its retry policy."""

from dataclasses import dataclass, field


class TransientError(Exception):
    """Raised by job code for failures worth retrying (timeouts, 503s)."""


@dataclass
class Job:
    name: str
    func: object
    args: tuple = ()
    max_attempts: int = 3
    retry_on: tuple = (TransientError, TimeoutError, ConnectionError)
    history: list = field(default_factory=list)


class GaveUp(Exception):
    def __init__(self, job, cause):
        super().__init__(f"{job.name}: gave up after {len(job.history)} attempts: {cause}")
        self.job = job
        self.__cause__ = cause
