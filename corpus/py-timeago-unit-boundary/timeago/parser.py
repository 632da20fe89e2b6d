#!/usr/bin/env python
# -*- coding: utf-8 -*-
'''
Created on 2016-5-26

@author: hustcc
'''
from datetime import datetime, date, time
import re

TIME_FORMATS = ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M', '%Y-%m-%d',
                '%Y/%m/%d %H:%M:%S', '%Y/%m/%d']


def parse(input):
    '''
    transfer str / date / time / timestamp into datetime
    '''
    if isinstance(input, datetime):
        return input
    if isinstance(input, date):
        return date_to_datetime(input)
    if isinstance(input, time):
        return time_to_datetime(input)
    if isinstance(input, (int, float)):
        return timestamp_to_datetime(input)
    if isinstance(input, str):
        return string_to_data_time(input)
    return None


def timestamp_to_datetime(ts):
    return datetime.fromtimestamp(ts)


def date_to_datetime(d):
    return datetime(d.year, d.month, d.day)


def time_to_datetime(t):
    now = datetime.now()
    return datetime(now.year, now.month, now.day,
                    t.hour, t.minute, t.second)


def string_to_data_time(d):
    '''
    simply transfer string like '2016-05-26 15:04:00' into datetime
    '''
    d = re.sub(r'\s+', ' ', d.strip())
    for fmt in TIME_FORMATS:
        try:
            return datetime.strptime(d, fmt)
        except ValueError:
            pass
    return None
