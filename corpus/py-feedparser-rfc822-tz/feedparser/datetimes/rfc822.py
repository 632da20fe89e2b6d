import datetime

timezone_names = {
    "ut": 0, "gmt": 0, "z": 0,
    "adt": -3, "ast": -4, "at": -4,
    "edt": -4, "est": -5, "et": -5,
    "cdt": -5, "cst": -6, "ct": -6,
    "mdt": -6, "mst": -7, "mt": -7,
    "pdt": -7, "pst": -8, "pt": -8,
    "a": -1, "n": 1, "m": -12, "y": 12,
}
day_names = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
months = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
          "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}


def _parse_date_rfc822(date):
    """Parse RFC 822 dates and times, with a few common deviations.

    http://tools.ietf.org/html/rfc822#section-5
    """
    parts = date.lower().split()
    if len(parts) < 5:
        # Assume that the time and timezone are missing
        parts.extend(("00:00:00", "0000"))
    # Remove the day name
    if parts[0][:3] in day_names:
        parts = parts[1:]
    if len(parts) < 5:
        return None

    day = int(parts[0])
    month = months.get(parts[1][:3])
    if not month:
        return None
    year = int(parts[2])
    # Normalize two-digit years: 90-99 are 1990s, 00-89 are 2000s
    if len(parts[2]) <= 2:
        year += (1900, 2000)[year < 90]

    time_parts = parts[3].split(":")
    time_parts.extend(("0",) * (3 - len(time_parts)))
    (hour, minute, second) = [int(i) for i in time_parts]

    timezone = parts[4]
    if timezone.startswith("+") or timezone.startswith("-"):
        tzhour, tzmin = int(timezone[1:3]), int(timezone[3:])
        if timezone.startswith("-"):
            tzhour *= -1
            tzmin *= -1
    else:
        tzhour, tzmin = timezone_names.get(timezone, 0), 0

    stamp = datetime.datetime(year, month, day, hour, minute, second)
    delta = datetime.timedelta(0, 0, 0, 0, tzhour, tzmin)
    return (stamp - delta).utctimetuple()
