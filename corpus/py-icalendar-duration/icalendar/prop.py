"""Parsers/generators for the datatypes that are used in iCalendar."""
import re
from datetime import date, timedelta

from icalendar.parser_tools import DEFAULT_ENCODING, from_unicode, to_unicode

DURATION_REGEX = re.compile(r'([-+]?)P(?:(\d+)W)?(?:(\d+)D)?'
                            r'(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$')


class vText(str):

    def __new__(cls, value, encoding=DEFAULT_ENCODING):
        self = super().__new__(cls, to_unicode(value, encoding=encoding))
        self.encoding = encoding
        return self

    def to_ical(self):
        return from_unicode(self.replace('\\', '\\\\').replace(';', r'\;')
                            .replace(',', r'\,').replace('\n', r'\n'), self.encoding)


class vDuration:
    """Subclass of timedelta that renders itself in the iCalendar DURATION format."""

    def __init__(self, td):
        if not isinstance(td, timedelta):
            raise ValueError('Value MUST be a timedelta instance')
        self.td = td

    def to_ical(self):
        sign = ""
        td = self.td
        if td.days < 0:
            sign = "-"
            td = -td
        timepart = ""
        if td.seconds:
            timepart = "T"
            hours = td.seconds // 3600
            minutes = td.seconds % 3600 / 60
            seconds = td.seconds % 60
            if hours:
                timepart += f"{hours}H"
            if minutes or (hours and seconds):
                timepart += f"{minutes}M"
            if seconds:
                timepart += f"{seconds}S"
        if td.days == 0 and timepart:
            return f"{sign}P{timepart}".encode('utf-8')
        return f"{sign}P{abs(td.days)}D{timepart}".encode('utf-8')

    @staticmethod
    def from_ical(ical):
        match = DURATION_REGEX.match(ical)
        if not match:
            raise ValueError(f'Invalid iCalendar duration: {ical}')
        sign, weeks, days, hours, minutes, seconds = match.groups()
        value = timedelta(weeks=int(weeks or 0), days=int(days or 0),
                          hours=int(hours or 0), minutes=int(minutes or 0),
                          seconds=int(seconds or 0))
        return -value if sign == '-' else value


class vDDDTypes:
    """A combined Datetime, Date or Duration parser/generator."""

    def __init__(self, dt):
        if not isinstance(dt, (date, timedelta)):
            raise ValueError('You must use datetime, date or timedelta')
        self.dt = dt

    def to_ical(self):
        dt = self.dt
        if isinstance(dt, date):
            return dt.strftime('%Y%m%d').encode('utf-8')
        return vDuration(dt).to_ical()

    @classmethod
    def from_ical(cls, ical):
        if ical.lstrip('+-').startswith('P'):
            return vDuration.from_ical(ical)
        raise ValueError(f"Expected a duration, got: {ical}")
