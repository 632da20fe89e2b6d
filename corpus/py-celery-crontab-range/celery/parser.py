"""Parser for crontab expressions (see :class:`celery.schedules.crontab`)."""

import re

from celery.exceptions import ParseException


class crontab_parser:
    """Parser for Crontab expressions.

    Any expression of the form 'groups' (see BNF grammar below) is accepted
    and expanded to the set of numbers the Crontab needs to run on:

    .. code-block:: bnf

        range   :: number ( '-' number ) ?
        expr    :: ( '*' | range ) ( '/' steps ) ?
        groups  :: expr ( ',' expr ) *
    """

    _range = r'(\w+?)-(\w+)'
    _steps = r'/(\w+)?'
    _star = r'\*'

    def __init__(self, max_=60, min_=0):
        self.max_ = max_
        self.min_ = min_
        self.pats = (
            (re.compile(self._range + self._steps), self._range_steps),
            (re.compile(self._range), self._expand_range),
            (re.compile(self._star + self._steps), self._star_steps),
            (re.compile('^' + self._star + '$'), self._expand_star),
        )

    def parse(self, spec):
        acc = set()
        for part in spec.split(','):
            if not part:
                raise ParseException('empty part')
            acc |= set(self._parse_part(part))
        return acc

    def _parse_part(self, part):
        for regex, handler in self.pats:
            m = regex.match(part)
            if m:
                return handler(m.groups())
        return self._expand_range((part,))

    def _expand_range(self, toks):
        fr = self._expand_number(toks[0])
        if len(toks) > 1:
            to = self._expand_number(toks[1])
            if to < fr:  # Wrap around max_ if necessary
                return (list(range(fr, self.min_ + self.max_)) +
                        list(range(self.min_, to + 1)))
            return list(range(fr, to))
        return [fr]

    def _range_steps(self, toks):
        if len(toks) != 3 or not toks[2]:
            raise ParseException('empty filter')
        return self._expand_range(toks[:2])[::int(toks[2])]

    def _star_steps(self, toks):
        if not toks or not toks[0]:
            raise ParseException('empty filter')
        return self._expand_star()[::int(toks[0])]

    def _expand_star(self, *args):
        return list(range(self.min_, self.max_ + self.min_))

    def _expand_number(self, s):
        i = int(s)
        max_val = self.min_ + self.max_ - 1
        if i > max_val:
            raise ValueError(f'Invalid end range: {i} > {max_val}.')
        if i < self.min_:
            raise ValueError(f'Invalid beginning range: {i} < {self.min_}.')
        return i
