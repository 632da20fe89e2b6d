import datetime
import time


def is_naive(dt):
    """
    Determines if a given datetime.datetime is naive.
    """
    return dt.tzinfo is None or dt.tzinfo.utcoffset(dt) is None


def make_naive(dt):
    """
    Makes an aware datetime.datetime naive in local time zone.
    """
    tt = dt.utctimetuple()
    ts = time.timegm(tt) if hasattr(time, 'timegm') else None
    if ts is None:
        import calendar
        ts = calendar.timegm(tt)
    local_tt = time.localtime(ts)
    return datetime.datetime(*local_tt[:6])


def normalize_time(eta=None, delay=None, utc=True):
    if not ((delay is None) ^ (eta is None)):
        raise ValueError('Specify either an eta (datetime) or delay (seconds)')
    elif delay:
        method = (utc and datetime.datetime.utcnow or
                  datetime.datetime.now)
        if not isinstance(delay, datetime.timedelta):
            delay = datetime.timedelta(seconds=delay)
        return method() + delay
    elif eta:
        if not is_naive(eta) and utc:
            eta = make_naive(eta)
        return eta
