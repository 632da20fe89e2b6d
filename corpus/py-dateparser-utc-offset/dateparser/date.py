from datetime import datetime

from .timezone_parser import pop_tz_offset_from_string

DATE_FORMATS = (
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d %H:%M",
    "%Y-%m-%dT%H:%M:%S",
    "%Y-%m-%d",
    "%d %B %Y %H:%M",
    "%d %B %Y",
)


def sanitize_date(date_string):
    date_string = date_string.replace(",", " ")
    return " ".join(date_string.split())


def parse_with_formats(date_string, date_formats):
    """Parse with formats and return a datetime, or None if none matches."""
    for date_format in date_formats:
        try:
            return datetime.strptime(date_string, date_format)
        except ValueError:
            continue
    return None


def parse(date_string, date_formats=None, settings=None):
    """Parse date and time from given date string.

    :param date_string: A string representing date and/or time.
    :param date_formats: A list of format strings to try before the defaults.
    :param settings: ``{"RETURN_AS_TIMEZONE_AWARE": False}`` drops the tzinfo.
    :return: A datetime object, or None if the string could not be parsed.
    """
    settings = settings or {}
    date_string, tz = pop_tz_offset_from_string(sanitize_date(date_string))
    formats = tuple(date_formats or ()) + DATE_FORMATS
    date_obj = parse_with_formats(date_string.strip(), formats)
    if date_obj is None:
        return None
    if tz is not None and settings.get("RETURN_AS_TIMEZONE_AWARE", True):
        date_obj = tz.localize(date_obj)
    return date_obj
