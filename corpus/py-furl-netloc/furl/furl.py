# -*- coding: utf-8 -*-
"""furl - URL manipulation made simple."""

from urllib.parse import urlsplit, urlunsplit

from .common import DEFAULT_PORTS, quote_userinfo, unquote_userinfo


class furl(object):
    """Object for simple parsing and manipulation of a URL and its
    components: scheme://username:password@host:port/path?query#fragment"""

    def __init__(self, url=''):
        self.load(url)

    def load(self, url):
        tokens = urlsplit(str(url))
        self.scheme = tokens.scheme.lower() or None
        self.username = unquote_userinfo(tokens.username)
        self.password = unquote_userinfo(tokens.password)
        self.host = tokens.hostname
        self._port = tokens.port
        self.path, self.query, self.fragment = tokens.path, tokens.query, tokens.fragment
        return self

    @property
    def port(self):
        return self._port or DEFAULT_PORTS.get(self.scheme)

    @port.setter
    def port(self, port):
        self._port = int(port) if port is not None else None

    @property
    def origin(self):
        port = '' if self.port == DEFAULT_PORTS.get(self.scheme) else ':%s' % self.port
        return '%s://%s%s' % (self.scheme or '', self.host or '', port)

    @property
    def netloc(self):
        userpass = quote_userinfo(self.username)
        if self.username is not None:
            userpass += ':' + quote_userinfo(self.password)
        if self.password is not None or self.username is not None:
            userpass += '@'

        netloc = self.host or ''
        if self._port and self._port != DEFAULT_PORTS.get(self.scheme):
            netloc = '%s:%s' % (netloc, self._port)
        return userpass + netloc

    def set(self, **kwargs):
        for key, value in kwargs.items():
            setattr(self, key, value)
        return self

    def copy(self):
        return self.__class__(self)

    def tostr(self):
        return urlunsplit((self.scheme or '', self.netloc, self.path,
                           self.query, self.fragment))

    @property
    def url(self):
        return self.tostr()

    def __str__(self):
        return self.tostr()

    def __eq__(self, other):
        return str(self) == str(other)
