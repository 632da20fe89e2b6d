class CookieError(Exception):
    pass


class Morsel(dict):
    """A class to hold ONE (key, value) pair.

    In a cookie, each such pair may have several attributes, so this class is
    used to keep the attributes associated with the appropriate key,value pair.
    """
    _reserved = {
        "expires": "expires",
        "path": "Path",
        "comment": "Comment",
        "domain": "Domain",
        "max-age": "Max-Age",
        "secure": "Secure",
        "httponly": "HttpOnly",
        "samesite": "SameSite",
    }

    _flags = {'secure', 'httponly'}

    def __init__(self):
        self._key = self._value = None
        for key in self._reserved:
            dict.__setitem__(self, key, "")

    @property
    def key(self):
        return self._key

    @property
    def value(self):
        return self._value

    def __setitem__(self, K, V):
        if K not in self._reserved:
            raise CookieError("Invalid attribute %r" % (K,))
        dict.__setitem__(self, K, V)

    def set(self, key, val):
        self._key = key
        self._value = val

    def OutputString(self):
        result = ["%s=%s" % (self.key, self.value)]
        for key, value in sorted(self.items()):
            if value == "":
                continue
            if key in self._flags:
                if value:
                    result.append(self._reserved[key])
            else:
                result.append("%s=%s" % (self._reserved[key], value))
        return "; ".join(result)
