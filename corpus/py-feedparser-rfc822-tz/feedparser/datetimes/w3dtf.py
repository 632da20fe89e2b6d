import datetime
import re

_w3dtf_re = re.compile(
    r"^(?P<year>\d{4})(?:-(?P<month>\d\d)(?:-(?P<day>\d\d))?)?"
    r"(?:T(?P<hour>\d\d):(?P<minute>\d\d)(?::(?P<second>\d\d))?(?:\.\d+)?"
    r"(?P<tz>Z|[+-]\d\d:?\d\d)?)?$")


def _parse_date_w3dtf(date_string):
    m = _w3dtf_re.match(date_string.strip())
    if m is None:
        return None
    g = m.groupdict()
    stamp = datetime.datetime(int(g["year"]), int(g["month"] or 1), int(g["day"] or 1),
                              int(g["hour"] or 0), int(g["minute"] or 0), int(g["second"] or 0))
    tz = g["tz"]
    if tz and tz != "Z":
        sign = -1 if tz[0] == "-" else 1
        tz = tz[1:].replace(":", "")
        stamp -= sign * datetime.timedelta(hours=int(tz[:2]), minutes=int(tz[2:]))
    return stamp.utctimetuple()
