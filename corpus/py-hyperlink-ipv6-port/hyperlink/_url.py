"""A reduced hyperlink.URL."""
from urllib.parse import urlsplit

from ._authority import URLParseError, parse_host, split_authority

SCHEME_PORT_MAP = {u"http": 80, u"https": 443, u"ftp": 21, u"ws": 80, u"wss": 443}


class URL(object):
    def __init__(self, scheme=None, host=None, path=(), port=None, userinfo=u""):
        self.scheme = scheme
        self.family, self.host = parse_host(host)
        self.path = tuple(path)
        self.port = port if port is not None else SCHEME_PORT_MAP.get(scheme)
        self.userinfo = userinfo

    @classmethod
    def from_text(cls, text):
        parts = urlsplit(text)
        userinfo, host, port = split_authority(parts.netloc)
        path = tuple(parts.path.split(u"/")[1:]) if parts.path else ()
        return cls(scheme=parts.scheme, host=host, path=path, port=port, userinfo=userinfo)

    @property
    def user(self):
        return self.userinfo.split(u":")[0]

    def to_text(self):
        host = u"[%s]" % self.host if u":" in self.host else self.host
        authority = host
        if self.userinfo:
            authority = self.userinfo + u"@" + authority
        if self.port is not None and self.port != SCHEME_PORT_MAP.get(self.scheme):
            authority += u":%d" % self.port
        text = u"%s://%s" % (self.scheme, authority)
        if self.path:
            text += u"/" + u"/".join(self.path)
        return text
