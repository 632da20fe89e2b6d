"""Parse RSS 2.0 feeds into FeedParserDict results."""

from feedparser.api import parse
from feedparser.util import FeedParserDict

__all__ = ("parse", "FeedParserDict")
