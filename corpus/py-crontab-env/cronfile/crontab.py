"""A crontab file: `NAME=value` lines set the environment of the jobs below them."""

import re
from collections import namedtuple

from .fields import FieldError, Schedule

ENV_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
ALIASES = {
    "@hourly": "0 * * * *",
    "@daily": "0 0 * * *",
    "@weekly": "0 0 * * 0",
    "@monthly": "0 0 1 * *",
}

Job = namedtuple("Job", "schedule command env lineno")


class CrontabError(ValueError):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def parse(text):
    env, jobs = {}, []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = ENV_LINE.match(line)
        if m:
            env[m.group(1)] = m.group(2).strip().strip("\"'")
        if line.startswith("@"):
            alias, _, command = line.partition(" ")
            if alias not in ALIASES:
                raise CrontabError(lineno, f"unknown schedule {alias}")
            spec = ALIASES[alias]
        else:
            parts = line.split(None, 5)
            if len(parts) < 6:
                raise CrontabError(lineno, "expected five time fields and a command")
            spec, command = " ".join(parts[:5]), parts[5]
        try:
            schedule = Schedule(spec)
        except FieldError as e:
            raise CrontabError(lineno, str(e)) from None
        jobs.append(Job(schedule, command.strip(), dict(env), lineno))
    return jobs


def due(jobs, when):
    return [job.command for job in jobs if job.schedule.matches(when)]
