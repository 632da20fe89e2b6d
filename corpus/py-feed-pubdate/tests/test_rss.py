import time
import unittest

import feedparser
from feedparser.datetimes import _parse_date_rfc822

FEED = """<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0">
  <channel>
    <title>Sample Feed</title>
    <link>http://example.org/</link>
    <description>For documentation only</description>
    <language>en-us</language>
    <lastBuildDate>Sat, 07 Sep 2002 09:42:31 GMT</lastBuildDate>
    <item>
      <title>First item title</title>
      <link>http://example.org/item/1</link>
      <description>Watch out for &lt;span&gt;nasty tricks&lt;/span&gt;</description>
      <guid>http://example.org/guid/1</guid>
      <category domain="http://example.org/cats">Examples</category>
      <pubDate>Thu, 05 Sep 2002 00:00:01 GMT</pubDate>
    </item>
    <item>
      <title>Second item title</title>
      <link>http://example.org/item/2</link>
      <pubDate>Fri, 06 Sep 2002 17:30:00 EDT</pubDate>
    </item>
  </channel>
</rss>
"""


class RSSTest(unittest.TestCase):
    def test_channel(self):
        d = feedparser.parse(FEED)
        self.assertFalse(d.bozo)
        self.assertEqual(d.feed.title, "Sample Feed")
        self.assertEqual(d.feed.description, "For documentation only")
        self.assertEqual(d.feed.updated_parsed, time.struct_time((2002, 9, 7, 9, 42, 31, 5, 250, 0)))

    def test_item_aliases(self):
        entry = feedparser.parse(FEED).entries[0]
        self.assertEqual(entry.id, "http://example.org/guid/1")
        self.assertEqual(entry.guid, "http://example.org/guid/1")
        self.assertEqual(entry.description, "Watch out for <span>nasty tricks</span>")
        self.assertEqual(entry.category, "Examples")

    def test_item_published_gmt(self):
        entry = feedparser.parse(FEED).entries[0]
        self.assertEqual(entry.published_parsed[:6], (2002, 9, 5, 0, 0, 1))

    def test_item_published_named_zone(self):
        entry = feedparser.parse(FEED).entries[1]
        self.assertEqual(entry.published_parsed[:6], (2002, 9, 6, 21, 30, 0))

    def test_missing_key(self):
        entry = feedparser.parse(FEED).entries[1]
        self.assertNotIn("category", entry)
        self.assertIsNone(entry.get("summary"))

    def test_not_well_formed(self):
        d = feedparser.parse("<rss><channel><title>oops</channel>")
        self.assertTrue(d.bozo)
        self.assertEqual(d.entries, [])


class RFC822DateTest(unittest.TestCase):
    def test_numeric_offset(self):
        self.assertEqual(_parse_date_rfc822("Thu, 01 Jan 2004 19:48:21 +0200")[:6], (2004, 1, 1, 17, 48, 21))
        self.assertEqual(_parse_date_rfc822("Thu, 01 Jan 2004 19:48:21 -0530")[:6], (2004, 1, 2, 1, 18, 21))

    def test_us_zone_names(self):
        self.assertEqual(_parse_date_rfc822("Mon, 26 Jan 2004 16:31:00 EST")[:6], (2004, 1, 26, 21, 31, 0))
        self.assertEqual(_parse_date_rfc822("Sun, 01 Jun 2003 08:00:00 PDT")[:6], (2003, 6, 1, 15, 0, 0))

    def test_garbage(self):
        self.assertIsNone(_parse_date_rfc822("yesterday at noon"))
        self.assertIsNone(_parse_date_rfc822("01 Foo 2004 00:00:00 GMT"))


if __name__ == "__main__":
    unittest.main()
