# -*- coding: utf-8 -*-
import datetime
import re

from ._parserinfo import parserinfo


class ParserError(ValueError):
    """Exception subclass used for any failure to parse a datetime string."""


class _result(object):
    __slots__ = ["year", "month", "day", "century_specified"]

    def __init__(self):
        self.year = self.month = self.day = None
        self.century_specified = False


class parser(object):
    def __init__(self, info=None):
        self.info = info or parserinfo()

    def _parse(self, timestr, dayfirst=None):
        if dayfirst is None:
            dayfirst = self.info.dayfirst
        res = _result()
        ymd = []
        for token in re.split(r"[\s,/.-]+", timestr.strip()):
            if token.isdigit():
                ymd.append(int(token))
                if len(token) > 2:
                    res.century_specified = True
                    ystridx = len(ymd) - 1
            elif self.info.month(token):
                res.month = self.info.month(token)
            elif token:
                raise ParserError("Unknown string format: %s" % timestr)
        if res.month is not None and len(ymd) == 2:
            res.day, res.year = ymd if not res.century_specified or ystridx == 1 else ymd[::-1]
        elif len(ymd) == 3 and res.century_specified and ystridx == 0:
            res.year, res.month, res.day = ymd
        elif len(ymd) == 3:
            first, second, res.year = ymd
            res.day, res.month = (first, second) if dayfirst else (second, first)
        else:
            raise ParserError("Unknown string format: %s" % timestr)
        if not self.info.validate(res):
            raise ParserError("Failed to parse: %s" % timestr)
        return res

    def parse(self, timestr, dayfirst=None):
        res = self._parse(timestr, dayfirst)
        try:
            return datetime.datetime(res.year, res.month, res.day)
        except ValueError as e:
            raise ParserError(str(e) + ": %s" % timestr)


DEFAULTPARSER = parser()


def parse(timestr, parserinfo=None, **kwargs):
    if parserinfo:
        return parser(parserinfo).parse(timestr, **kwargs)
    return DEFAULTPARSER.parse(timestr, **kwargs)
