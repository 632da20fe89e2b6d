from collections import deque

from .exceptions import InvalidTableIndex


def table_entry_size(name, value):
    """Calculates the size of a single entry. See RFC7541 Section 4.1"""
    return 32 + len(name) + len(value)


class HeaderTable:
    """Implements the combined static and dynamic header table."""
    STATIC_TABLE = (
        (b':authority', b''), (b':method', b'GET'), (b':method', b'POST'), (b':path', b'/'),
        (b':path', b'/index.html'), (b':scheme', b'http'), (b':scheme', b'https'),
        (b':status', b'200'), (b':status', b'204'), (b':status', b'206'), (b':status', b'304'),
        (b':status', b'400'), (b':status', b'404'), (b':status', b'500'),
        (b'accept-charset', b''), (b'accept-encoding', b'gzip, deflate'),
        (b'accept-language', b''), (b'accept-ranges', b''), (b'accept', b''),
        (b'access-control-allow-origin', b''), (b'age', b''), (b'allow', b''),
        (b'authorization', b''), (b'cache-control', b''), (b'content-disposition', b''),
        (b'content-encoding', b''), (b'content-language', b''), (b'content-length', b''),
        (b'content-location', b''), (b'content-range', b''), (b'content-type', b''),
        (b'cookie', b''), (b'date', b''), (b'etag', b''), (b'expect', b''), (b'expires', b''),
        (b'from', b''), (b'host', b''), (b'if-match', b''), (b'if-modified-since', b''),
        (b'if-none-match', b''), (b'if-range', b''), (b'if-unmodified-since', b''),
        (b'last-modified', b''), (b'link', b''), (b'location', b''), (b'max-forwards', b''),
        (b'proxy-authenticate', b''), (b'proxy-authorization', b''), (b'range', b''),
        (b'referer', b''), (b'refresh', b''), (b'retry-after', b''), (b'server', b''),
        (b'set-cookie', b''), (b'strict-transport-security', b''), (b'transfer-encoding', b''),
        (b'user-agent', b''), (b'vary', b''), (b'via', b''), (b'www-authenticate', b''),
    )
    STATIC_TABLE_LENGTH = len(STATIC_TABLE)
    DEFAULT_SIZE = 4096

    def __init__(self):
        self._maxsize = HeaderTable.DEFAULT_SIZE
        self._current_size = 0
        self.dynamic_entries = deque()

    def get_by_index(self, index):
        """Returns the entry specified by index (1-based, RFC 7541 2.3.3)."""
        original_index = index
        index -= 1
        if 0 <= index:
            if index < HeaderTable.STATIC_TABLE_LENGTH:
                return HeaderTable.STATIC_TABLE[index]
            index -= HeaderTable.STATIC_TABLE_LENGTH
            if index < len(self.dynamic_entries):
                return self.dynamic_entries[index]
        raise InvalidTableIndex("Invalid table index %d" % original_index)

    def add(self, name, value):
        """Adds a new entry to the table."""
        # We just clear the table if the entry is too big
        size = table_entry_size(name, value)
        if size > self._maxsize:
            self.dynamic_entries.clear()
            self._current_size = 0
        else:
            # Add new entry
            self.dynamic_entries.appendleft((name, value))
            self._current_size += size
            self._shrink()

    @property
    def maxsize(self):
        return self._maxsize

    @maxsize.setter
    def maxsize(self, newmax):
        newmax = int(newmax)
        oldmax = self._maxsize
        self._maxsize = newmax
        if newmax <= 0:
            self.dynamic_entries.clear()
            self._current_size = 0
        elif oldmax > newmax:
            self._shrink()

    def _shrink(self):
        """Shrinks the dynamic table to be at or below maxsize."""
        cursize = self._current_size
        while cursize > self._maxsize:
            name, value = self.dynamic_entries.popleft()
            cursize -= table_entry_size(name, value)
        self._current_size = cursize
