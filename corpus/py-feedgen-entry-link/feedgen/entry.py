# -*- coding: utf-8 -*-
'''
    feedgen.entry
    ~~~~~~~~~~~~~

    :copyright: 2013-2020, Lars Kiesow <lkiesow@uos.de>

    :license: FreeBSD and LGPL, see license.* for more details.
'''
from xml.etree import ElementTree as etree

from feedgen.util import ensure_format


class FeedEntry(object):
    '''FeedEntry call representing an ATOM feeds entry node or an RSS feeds item
    node.
    '''

    def __init__(self):
        self.__atom_title = None
        self.__atom_link = None
        self.__rss_title = None
        self.__rss_link = None
        self.__rss_enclosure = None

    def rss_entry(self):
        '''Create a RSS item and return it.'''
        entry = etree.Element('item')
        if not (self.__rss_title or self.__rss_link):
            raise ValueError('Required fields not set')
        if self.__rss_title:
            etree.SubElement(entry, 'title').text = self.__rss_title
        if self.__rss_link:
            etree.SubElement(entry, 'link').text = self.__rss_link
        if self.__rss_enclosure:
            etree.SubElement(entry, 'enclosure', self.__rss_enclosure)
        return entry

    def title(self, title=None):
        '''Get or set the title value of the entry. It should contain a human
        readable title for the entry.'''
        if title is not None:
            self.__atom_title = title
            self.__rss_title = title
        return self.__atom_title

    def link(self, link=None, replace=False, **kwargs):
        '''Get or set link data. An link element is a dict with the fields
        href, rel, type, hreflang, title, and length. Href is mandatory. rel
        defaults to 'alternate'.'''
        if link is None and kwargs:
            link = kwargs
        if link is not None:
            if replace or self.__atom_link is None:
                self.__atom_link = []
            self.__atom_link += ensure_format(
                link,
                set(['href', 'rel', 'type', 'hreflang', 'title', 'length']),
                set(['href']),
                {'rel': ['alternate', 'enclosure', 'related', 'self', 'via']},
                {'rel': 'related'})
            # RSS only needs one URL. We use the first link for RSS:
            for l in self.__atom_link:
                if l.get('rel') == 'alternate':
                    self.__rss_link = l['href']
                elif l.get('rel') == 'enclosure':
                    self.__rss_enclosure = {'url': l['href']}
                    self.__rss_enclosure['type'] = l.get('type')
                    self.__rss_enclosure['length'] = l.get('length') or '0'
        return self.__atom_link

    def enclosure(self, url=None, length=None, type=None):
        '''Get or set the value of enclosure which describes a media object
        that is attached to the item.'''
        if url is not None:
            self.link(href=url, rel='enclosure', type=type, length=length)
        return self.__rss_enclosure
