from .job import Job  # noqa
