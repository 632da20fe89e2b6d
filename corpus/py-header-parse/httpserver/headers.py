"""Case-insensitive HTTP headers, modelled on tornado.httputil.HTTPHeaders."""


def normalize_name(name):
    """Converts a header name to Http-Header-Case: content-type -> Content-Type."""
    return "-".join(word.capitalize() for word in name.split("-"))


class HTTPHeaders:
    """A dict of headers that also remembers every value of a repeated header."""

    def __init__(self):
        self._dict = {}
        self._as_list = {}
        self._last_key = None

    def add(self, name, value):
        norm = normalize_name(name)
        self._last_key = norm
        if norm in self._dict:
            self._dict[norm] += "," + value
            self._as_list[norm].append(value)
        else:
            self._dict[norm] = value
            self._as_list[norm] = [value]

    def get(self, name, default=None):
        return self._dict.get(normalize_name(name), default)

    def get_list(self, name):
        return list(self._as_list.get(normalize_name(name), []))

    def __contains__(self, name):
        return normalize_name(name) in self._dict

    def __getitem__(self, name):
        return self._dict[normalize_name(name)]

    def parse_line(self, line):
        if line[0].isspace():
            # continuation of a multi-line (folded) header
            new_part = " " + line.lstrip()
            self._as_list[self._last_key][-1] += new_part
            self._dict[self._last_key] += new_part
        else:
            name, value = line.split(":", 1)
            self.add(name, value)

    @classmethod
    def parse(cls, text):
        headers = cls()
        for line in text.split("\n"):
            if line.endswith("\r"):
                line = line[:-1]
            if line:
                headers.parse_line(line)
        return headers
