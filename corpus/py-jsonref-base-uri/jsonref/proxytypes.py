import operator

_MISSING = object()


class LazyProxy(object):
    """
    Proxy for a lazily-obtained object, that is cached on first use.

    The subject is produced by ``callback`` the first time it is needed, and
    every operation on the proxy is forwarded to it afterwards.
    """

    def __init__(self, callback=None):
        if callback is not None:
            self.callback = callback
        self.cache = _MISSING

    @property
    def __subject__(self):
        if self.cache is _MISSING:
            self.cache = self.callback()
        return self.cache

    def __getattr__(self, attr):
        if attr in ("cache", "callback"):
            raise AttributeError(attr)
        return getattr(self.__subject__, attr)

    def __eq__(self, other):
        return operator.eq(self.__subject__, other)

    def __ne__(self, other):
        return operator.ne(self.__subject__, other)

    def __getitem__(self, key):
        return self.__subject__[key]

    def __contains__(self, item):
        return item in self.__subject__

    def __iter__(self):
        return iter(self.__subject__)

    def __len__(self):
        return len(self.__subject__)

    def __repr__(self):
        return repr(self.__subject__)
