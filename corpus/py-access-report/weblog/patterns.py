"""The combined log format and what counts as a page view."""
import re

COMBINED = re.compile(
    r'^(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<time>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<url>\S+) (?P<protocol>[^"]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+|-)'
    r'(?: "(?P<referrer>[^"]*)" "(?P<agent>[^"]*)")?$'
)
TIME_FORMAT = "%d/%b/%Y:%H:%M:%S %z"
STATIC_EXTENSIONS = (".css", ".js", ".png", ".jpg", ".svg", ".ico", ".woff2")
BOT_MARKERS = ("bot", "crawler", "spider")
