import re

from .morsel import Morsel

_CookiePattern = re.compile(r"""
    \s*                            # Optional whitespace at start of cookie
    (?P<key>[\w\d!#%&'~_`><@,:/\$\*\+\-\.\^\|\)\(\?\}\{\=]+?)
    (                              # Optional group: there may not be a value.
    \s*=\s*                          # Equal Sign
    (?P<val>"(?:[^\\"]|\\.)*"|[\w\d!#%&'~_`><@,:/\$\*\+\-\.\^\|\)\(\?\}\{\=\[\] ]*?)
    )?                             # End of optional value group
    \s*                            # Any number of spaces.
    (\s+|;|$)                      # Ending either at space, semicolon, or EOS.
    """, re.ASCII | re.VERBOSE)


class SimpleCookie(dict):
    def load(self, rawdata):
        M = None  # current morsel
        for match in _CookiePattern.finditer(rawdata):
            key, value = match.group("key"), match.group("val")
            if key.lower() in Morsel._reserved:
                if M is None:
                    continue
                if value is None:
                    if key.lower() in Morsel._flags:
                        M[key] = True
                else:
                    M[key] = value
            elif value is not None:
                M = self.get(key) or Morsel()
                M.set(key, value)
                dict.__setitem__(self, key, M)

    def output(self, header="Set-Cookie:", sep="\r\n"):
        return sep.join("%s %s" % (header, M.OutputString()) for _, M in sorted(self.items()))
