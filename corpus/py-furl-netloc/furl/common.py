# -*- coding: utf-8 -*-

#
# furl - URL manipulation made simple.
#
# Ansgar Grunseid
# grunseid.com
# grunseid@gmail.com
#
# License: Build Amazing Things (Unlicense)
#

from urllib.parse import quote, unquote

absent = object()

# Map of various URL schemes to their default ports. Scheme strings are
# lowercase.
DEFAULT_PORTS = {
    'ftp': 21,
    'git': 9418,
    'http': 80,
    'https': 443,
    'ssh': 22,
    'ws': 80,
    'wss': 443,
}


def callable_attr(obj, attr):
    return hasattr(obj, attr) and callable(getattr(obj, attr))


def utf8(o, default=absent):
    try:
        return o.encode('utf8')
    except Exception:
        return o if default is absent else default


def quote_userinfo(s):
    return quote(utf8(s) or '', safe="!$&'()*+,;=")


def unquote_userinfo(s):
    return unquote(s) if s is not None else None
