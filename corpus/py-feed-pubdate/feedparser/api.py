import xml.etree.ElementTree as ET

from feedparser.datetimes import _parse_date_rfc822
from feedparser.util import FeedParserDict

_ENTRY_FIELDS = {"title": "title", "link": "link", "description": "summary",
                 "guid": "id", "pubDate": "published", "author": "author"}


def _text(element):
    return (element.text or "").strip()


def _parse_item(item):
    entry = FeedParserDict(tags=[])
    for child in item:
        if child.tag in _ENTRY_FIELDS:
            entry[_ENTRY_FIELDS[child.tag]] = _text(child)
        elif child.tag == "category":
            entry["tags"].append(FeedParserDict(term=_text(child), scheme=child.get("domain")))
    if "published" in entry:
        entry["published_parsed"] = _parse_date_rfc822(entry["published"])
    return entry


def parse(document):
    result = FeedParserDict(bozo=False, feed=FeedParserDict(), entries=[])
    try:
        root = ET.fromstring(document)
    except ET.ParseError as exc:
        result["bozo"] = True
        result["bozo_exception"] = exc
        return result
    channel = root.find("channel")
    if channel is None:
        return result
    for child in channel:
        if child.tag == "item":
            result["entries"].append(_parse_item(child))
        elif child.tag in ("title", "link", "language"):
            result["feed"][child.tag] = _text(child)
        elif child.tag == "description":
            result["feed"]["subtitle"] = _text(child)
        elif child.tag == "lastBuildDate":
            result["feed"]["updated"] = _text(child)
            result["feed"]["updated_parsed"] = _parse_date_rfc822(_text(child))
    return result
