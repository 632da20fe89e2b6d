# -*- coding: utf-8 -*-
import time


class parserinfo(object):
    """
    Class which handles what inputs are accepted. Subclass this to customize
    the language and acceptable values for each parameter.
    """
    MONTHS = [("Jan", "January"), ("Feb", "February"), ("Mar", "March"), ("Apr", "April"),
              ("May", "May"), ("Jun", "June"), ("Jul", "July"), ("Aug", "August"),
              ("Sep", "Sept", "September"), ("Oct", "October"), ("Nov", "November"),
              ("Dec", "December")]

    def __init__(self, dayfirst=False, yearfirst=False):
        self._month = self._convert(self.MONTHS)
        self.dayfirst = dayfirst
        self.yearfirst = yearfirst

        self._year = time.localtime().tm_year
        self._century = self._year // 100 * 100

    def _convert(self, lst):
        dct = {}
        for i, v in enumerate(lst):
            if isinstance(v, tuple):
                for v in v:
                    dct[v.lower()] = i
            else:
                dct[v.lower()] = i
        return dct

    def month(self, name):
        try:
            return self._month[name.lower()] + 1
        except KeyError:
            pass
        return None

    def convertyear(self, year, century_specified=False):
        """
        Converts two-digit years to year within [-50, 49]
        range of self._year (current local time)
        """

        # Function contract is that the year is always positive
        assert year >= 0

        if year < 100 and century_specified:
            # assume current century to start
            year += self._century

            if year >= self._year + 50:  # if too far in future
                year -= 100
            elif year < self._year - 50:  # if too far in past
                year += 100

        return year

    def validate(self, res):
        # move to info
        if res.year is not None:
            res.year = self.convertyear(res.year, res.century_specified)
        return True
