# -*- coding: utf-8 -*-
"""
Tests for a basic entry
"""
import unittest

from feedgen.entry import FeedEntry


class TestSequenceFunctions(unittest.TestCase):

    def test_title(self):
        fe = FeedEntry()
        fe.title('Some title')
        self.assertEqual(fe.title(), 'Some title')
        self.assertEqual(fe.rss_entry().find('title').text, 'Some title')

    def test_missing_fields(self):
        with self.assertRaises(ValueError):
            FeedEntry().rss_entry()

    def test_link_defaults(self):
        fe = FeedEntry()
        fe.link(href='http://lkiesow.de')
        self.assertEqual(fe.link(), [{'href': 'http://lkiesow.de', 'rel': 'alternate'}])

    def test_rss_link(self):
        fe = FeedEntry()
        fe.title('Post')
        fe.link(href='http://example.com/post', title='Post')
        self.assertEqual(fe.rss_entry().find('link').text, 'http://example.com/post')

    def test_enclosure(self):
        fe = FeedEntry()
        fe.title('Episode 1')
        fe.enclosure('http://example.com/ep1.mp3', 0, 'audio/mpeg')
        enclosure = fe.rss_entry().find('enclosure')
        self.assertEqual(enclosure.get('url'), 'http://example.com/ep1.mp3')
        self.assertEqual(enclosure.get('type'), 'audio/mpeg')
        self.assertEqual(enclosure.get('length'), '0')

    def test_invalid_link(self):
        fe = FeedEntry()
        with self.assertRaises(ValueError):
            fe.link(rel='alternate')
        with self.assertRaises(ValueError):
            fe.link(href='http://example.com', rel='bogus')


if __name__ == '__main__':
    unittest.main()
