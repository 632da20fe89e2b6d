"""Parsing of access log lines into dicts."""
from datetime import datetime
from urllib.parse import unquote, urlsplit

from weblog.patterns import COMBINED, TIME_FORMAT


def parse_line(line):
    """The fields of one log line, or None if the line is not in the combined format.

    ``url`` is the request target as sent; ``path`` is its decoded path without
    the query string.
    """
    match = COMBINED.match(line.strip())
    if match is None:
        return None
    fields = match.groupdict()
    return {
        "ip": fields["ip"],
        "time": datetime.strptime(fields["time"], TIME_FORMAT),
        "method": fields["method"],
        "url": fields["url"],
        "path": unquote(urlsplit(fields["url"]).path),
        "status": int(fields["status"]),
        "bytes": 0 if fields["size"] == "-" else int(fields["size"]),
        "agent": fields["agent"] or "",
    }
