#!/usr/bin/env python
# -*- coding: utf-8 -*-
'''
formats.py
(c) Will Roberts <wildwilhelm@gmail.com>  1 February, 2014

The regular expressions recognised by timeparse, and the number of
seconds each unit stands for.
'''

import re

SIGN        = r'(?P<sign>[+|-])?'
#YEARS      = r'(?P<years>\d+)\s*(?:ys?|yrs?.?|years?)'
#MONTHS     = r'(?P<months>\d+)\s*(?:mos?.?|mths?.?|months?)'
WEEKS       = r'(?P<weeks>[\d.]+)\s*(?:w|wks?|weeks?)'
DAYS        = r'(?P<days>[\d.]+)\s*(?:d|dys?|days?)'
HOURS       = r'(?P<hours>[\d.]+)\s*(?:h|hrs?|hours?)'
MINS        = r'(?P<mins>[\d.]+)\s*(?:m|(mins?)|(minutes?))'
SECS        = r'(?P<secs>[\d.]+)\s*(?:s|secs?|seconds?)'
SEPARATORS  = r'[,/]'
SECCLOCK    = r':(?P<secs>\d{2}(?:\.\d+)?)'
MINCLOCK    = r'(?P<mins>\d{1,2}):(?P<secs>\d{2}(?:\.\d+)?)'
HOURCLOCK   = r'(?P<hours>\d+):(?P<mins>\d{2}):(?P<secs>\d{2}(?:\.\d+)?)'
DAYCLOCK    = (r'(?P<days>\d+):(?P<hours>\d{2}):'
               r'(?P<mins>\d{2}):(?P<secs>\d{2}(?:\.\d+)?)')

OPT         = lambda x: r'(?:{x})?'.format(x=x, SEPARATORS=SEPARATORS)
OPTSEP      = lambda x: r'(?:{x}\s*(?:{SEPARATORS}\s*)?)?'.format(
    x=x, SEPARATORS=SEPARATORS)

TIMEFORMATS = [
    r'{WEEKS}\s*{DAYS}\s*{HOURS}\s*{MINS}\s*{SECS}'.format(
        #YEARS=OPTSEP(YEARS),
        #MONTHS=OPTSEP(MONTHS),
        WEEKS=OPTSEP(WEEKS),
        DAYS=OPTSEP(DAYS),
        HOURS=OPTSEP(HOURS),
        MINS=OPTSEP(MINS),
        SECS=OPT(SECS)),
    r'{MINCLOCK}'.format(
        MINCLOCK=MINCLOCK),
    r'{WEEKS}\s*{DAYS}\s*{HOURCLOCK}'.format(
        WEEKS=OPTSEP(WEEKS),
        DAYS=OPTSEP(DAYS),
        HOURCLOCK=HOURCLOCK),
    r'{DAYCLOCK}'.format(
        DAYCLOCK=DAYCLOCK),
    r'{SECCLOCK}'.format(
        SECCLOCK=SECCLOCK),
    ]

COMPILED_SIGN = re.compile(r'\s*' + SIGN + r'\s*(?P<unsigned>.*)$')
COMPILED_TIMEFORMATS = [re.compile(r'\s*' + timefmt + r'\s*$', re.I)
                        for timefmt in TIMEFORMATS]

MULTIPLIERS = dict([
        #('years',  60 * 60 * 24 * 365),
        #('months', 60 * 60 * 24 * 30),
        ('weeks',   60 * 60 * 24 * 7),
        ('days',    60 * 60 * 24),
        ('hours',   60 * 60),
        ('mins',    60),
        ('secs',    1)
        ])
