# Copyright 2021, Martin Owens <doctormo@gmail.com>
"""
A range of values inside a cron slice, e.g. '9-17', '*/15' or 'MON-FRI'.
"""


class CronRange(object):
    """A range between one value and another for a time range."""
    def __init__(self, vslice, *vrange):
        self.slice = vslice
        self.seq = 1

        if not vrange:
            self.all()
        elif isinstance(vrange[0], str):
            self.parse(vrange[0])
        else:
            self.seq = int(vrange[0])
            self.all()

    def parse(self, value):
        """Parse a ranged value in a cronjob"""
        if value.count('/') == 1:
            value, seq = value.split('/')
            self.seq = int(self.slice.parse_value(seq))
            if self.seq < 1 or self.seq > self.slice.max:
                raise ValueError("Sequence can not be divided by zero or max")
        if value.count('-') == 1:
            vfrom, vto = value.split('-')
            self.vfrom = self.slice.parse_value(vfrom)
            self.vto = self.slice.parse_value(vfrom)
            if int(self.vfrom) > int(self.vto):
                raise ValueError("Bad range '{0.vfrom}-{0.vto}'".format(self))
        elif value == '*':
            self.all()
        else:
            raise ValueError('Unknown cron range value "%s"' % value)

    def all(self):
        """Set this slice to all units between the miniumum and maximum"""
        self.vfrom = self.slice.min
        self.vto = self.slice.max

    def render(self):
        """Render the ranged value for a cronjob"""
        value = '*'
        if int(self.vfrom) > self.slice.min or int(self.vto) < self.slice.max:
            if int(self.vfrom) == int(self.vto):
                value = str(self.vfrom)
            else:
                value = '%s-%s' % (self.vfrom, self.vto)
        if self.seq != 1:
            value += "/%d" % self.seq
        return value

    __str__ = render
