# Copyright 2021, Martin Owens <doctormo@gmail.com>
"""
Cron job lines: a five-slice time pattern, a command and a comment.
"""

from .slices import S_INFO, CronSlice

SPECIALS = {"hourly": '0 * * * *', "daily": '0 0 * * *',
            "weekly": '0 0 * * 0', "monthly": '0 0 1 * *',
            "yearly": '0 0 1 1 *'}


class CronItem(object):
    """Cron object to represent one cron job line"""
    def __init__(self, command='', comment=''):
        self.enabled = True
        self.command = command.strip()
        self.comment = comment
        self.slices = [CronSlice(info) for info in S_INFO]

    minute = property(lambda self: self.slices[0])
    hour = property(lambda self: self.slices[1])
    dom = property(lambda self: self.slices[2])
    month = property(lambda self: self.slices[3])
    dow = property(lambda self: self.slices[4])

    def setall(self, value):
        """Set the whole time pattern from a crontab style string"""
        if value.startswith('@'):
            value = SPECIALS.get(value.lstrip('@'), value)
        parts = value.split()
        if len(parts) != 5:
            raise ValueError("Invalid time pattern: %r" % value)
        for vslice, part in zip(self.slices, parts):
            vslice.parse(part)

    def enable(self, enabled=True):
        self.enabled = bool(enabled)
        return self.enabled

    def render(self):
        """Render this set cron-job to a string"""
        result = "%s %s" % (' '.join(s.render() for s in self.slices), self.command)
        if self.comment:
            result += " # " + self.comment
        if not self.enabled:
            result = "# " + result
        return result

    __str__ = render
