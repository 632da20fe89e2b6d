import uuid

from .utils import parse_timeout, split_func_path


class JobStatus:
    QUEUED = 'queued'
    FINISHED = 'finished'
    FAILED = 'failed'
    STARTED = 'started'
    DEFERRED = 'deferred'


class Job:
    """A Job is just a convenient datastructure to pass around job (meta) data."""

    @classmethod
    def create(cls, func, args=None, kwargs=None, result_ttl=None, ttl=None, status=None,
               description=None, timeout=None, id=None, origin=None, meta=None):
        """Creates a new Job instance for the given function, arguments, and
        keyword arguments.
        """
        if args is None:
            args = ()
        if kwargs is None:
            kwargs = {}
        if not isinstance(args, (tuple, list)):
            raise TypeError('{0!r} is not a valid args list'.format(args))
        if not isinstance(kwargs, dict):
            raise TypeError('{0!r} is not a valid kwargs dict'.format(kwargs))

        job = cls(id)
        job.origin = origin
        job.func_name = func if isinstance(func, str) else '{0}.{1}'.format(func.__module__, func.__qualname__)
        job.args, job.kwargs = args, kwargs
        job.description = description or job.get_call_string()
        job.result_ttl = parse_timeout(result_ttl)
        job.ttl = parse_timeout(ttl)
        job.timeout = parse_timeout(timeout)
        job._status = status or JobStatus.QUEUED
        job.meta = meta or {}
        return job

    def __init__(self, id=None):
        self._id = id or str(uuid.uuid4())
        self.timeout = None

    @property
    def id(self):
        return self._id

    def get_status(self):
        return self._status

    def get_call_string(self):
        split_func_path(self.func_name)
        arg_list = [repr(arg) for arg in self.args]
        arg_list += ['{0}={1!r}'.format(k, v) for k, v in sorted(self.kwargs.items())]
        return '{0}({1})'.format(self.func_name, ', '.join(arg_list))
