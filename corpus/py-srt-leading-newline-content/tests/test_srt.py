#!/usr/bin/env python
# coding=utf8

import unittest
from datetime import timedelta

import srt


def sub(index, start, end, content, proprietary=""):
    return srt.Subtitle(
        index=index,
        start=timedelta(seconds=start),
        end=timedelta(seconds=end),
        content=content,
        proprietary=proprietary,
    )


SAMPLE = """\
1
00:00:33,843 --> 00:00:38,097
Only 3% of the water on our planet is fresh.

2
00:00:38,097 --> 00:00:40,641
Yes, my gorgeous
sister

"""


class TestSrt(unittest.TestCase):
    def test_parse(self):
        subs = list(srt.parse(SAMPLE))
        self.assertEqual(len(subs), 2)
        self.assertEqual(subs[0].index, 1)
        self.assertEqual(subs[0].start, timedelta(seconds=33, milliseconds=843))
        self.assertEqual(subs[1].content, "Yes, my gorgeous\nsister")

    def test_compose_roundtrip(self):
        self.assertEqual(srt.compose(srt.parse(SAMPLE)), SAMPLE)

    def test_timestamps(self):
        delta = timedelta(hours=1, minutes=23, seconds=4, milliseconds=5)
        self.assertEqual(srt.timedelta_to_srt_timestamp(delta), "01:23:04,005")
        self.assertEqual(srt.srt_timestamp_to_timedelta("01:23:04,005"), delta)
        self.assertEqual(srt.srt_timestamp_to_timedelta("01:23:04.005"), delta)
        self.assertEqual(srt.timedelta_to_srt_timestamp(timedelta(hours=25)), "25:00:00,000")

    def test_parse_garbage(self):
        with self.assertRaises(srt.SRTParseError):
            list(srt.parse("garbage\n1\n00:00:01,000 --> 00:00:02,000\nHi\n\n"))

    def test_sort_and_reindex(self):
        subs = [sub(7, 10, 11, "third"), sub(3, 1, 2, "first"), sub(5, 4, 5, "  "), sub(9, 3, 4, "second")]
        reindexed = list(srt.sort_and_reindex(subs))
        self.assertEqual([s.content for s in reindexed], ["first", "second", "third"])
        self.assertEqual([s.index for s in reindexed], [1, 2, 3])
        self.assertEqual(subs[0].index, 7)

    def test_compose_blank_lines_in_content(self):
        composed = srt.compose([sub(1, 1, 2, "foo\n\n\nbar\n\n")])
        self.assertEqual(composed, "1\n00:00:01,000 --> 00:00:02,000\nfoo\nbar\n\n")

    def test_compose_content_with_leading_newline(self):
        composed = srt.compose([sub(1, 1, 2, "\nHello there")])
        self.assertEqual(composed, "1\n00:00:01,000 --> 00:00:02,000\nHello there\n\n")

    def test_to_srt_leading_newlines_removed(self):
        s = sub(4, 61, 62.5, "\nsome text\nmore", proprietary="X1:0")
        self.assertEqual(s.to_srt(), "4\n00:01:01,000 --> 00:01:02,500 X1:0\nsome text\nmore\n\n")

    def test_to_srt_not_strict(self):
        s = sub(1, 1, 2, "\nfoo\n\nbar")
        self.assertEqual(s.to_srt(strict=False), "1\n00:00:01,000 --> 00:00:02,000\n\nfoo\n\nbar\n\n")

    def test_compose_eol(self):
        composed = srt.compose([sub(1, 1, 2, "a\nb")], eol="\r\n")
        self.assertEqual(composed, "1\r\n00:00:01,000 --> 00:00:02,000\r\na\r\nb\r\n\r\n")


if __name__ == "__main__":
    unittest.main()
