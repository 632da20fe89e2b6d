import datetime

timezone_names = {
    "ut": 0, "gmt": 0, "z": 0,
    "adt": -3, "ast": -4, "at": -4,
    "edt": -4, "est": -5, "et": -5,
    "cdt": -5, "cst": -6, "ct": -6,
    "mdt": -6, "mst": -7, "mt": -7,
    "pdt": -7, "pst": -8, "pt": -8,
}

months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
day_names = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}


def _parse_date_rfc822(date):
    """Parse RFC 822 dates and times, e.g. 'Thu, 01 Jan 2004 19:48:21 GMT'.

    Returns a UTC time tuple, or None if the date cannot be parsed."""
    parts = date.split()
    if len(parts) < 5:
        # Assume that the time and timezone are missing
        parts.extend(("00:00:00", "0000"))
    # Remove the day name
    if parts[0][:3].lower() in day_names:
        parts = parts[1:]
    if len(parts) < 5:
        return None
    try:
        day = int(parts[0])
        month = months.index(parts[1][:3].lower()) + 1
        year = int(parts[2])
    except ValueError:
        return None
    if year < 100:
        year += 1900 if year > 50 else 2000
    time_parts = (parts[3].split(":") + ["0", "0"])[:3]
    try:
        hour, minute, second = (int(p) for p in time_parts)
    except ValueError:
        return None
    tz = parts[4]
    if tz[:1] in "+-" and tz[1:].isdigit():
        sign = -1 if tz[0] == "-" else 1
        tzhour, tzmin = int(tz[1:3]), int(tz[3:5] or 0)
        delta = datetime.timedelta(hours=sign * tzhour, minutes=sign * tzmin)
    else:
        delta = datetime.timedelta(hours=timezone_names.get(tz, 0))
    stamp = datetime.datetime(year, month, day, hour, minute, second)
    return (stamp - delta).utctimetuple()
