"""URL patterns like /users/<int:id> compiled to regular expressions."""
import re

CONVERTERS = {
    "str": (r"[^/]+", str),
    "int": (r"\d+", int),
    "path": (r".+", str),
}
_PARAM = re.compile(r"<(?:(\w+):)?(\w+)>")


class Route:
    def __init__(self, pattern, handler, methods=("GET",)):
        self.pattern = pattern
        self.handler = handler
        self.methods = set(methods)
        self.casts = {}
        regex, pos = "", 0
        for m in _PARAM.finditer(pattern):
            kind, name = m.group(1) or "str", m.group(2)
            part, cast = CONVERTERS[kind]
            regex += re.escape(pattern[pos:m.start()]) + "(?P<%s>%s)" % (name, part)
            self.casts[name] = cast
            pos = m.end()
        self.regex = re.compile("^" + regex + re.escape(pattern[pos:]) + "$")

    def match(self, path):
        m = self.regex.match(path)
        if not m:
            return None
        return {k: self.casts[k](v) for k, v in m.groupdict().items()}


class Router:
    def __init__(self):
        self.routes = []

    def add(self, pattern, handler, methods=("GET",)):
        self.routes.append(Route(pattern, handler, methods))

    def resolve(self, method, path):
        """(handler, params) of the first route that matches, or (None, allowed methods)."""
        found, allowed = None, set()
        for route in self.routes:
            params = route.match(path)
            if params is None:
                continue
            allowed |= route.methods
            if method in route.methods:
                found = (route.handler, params)
        if found:
            return found
        return None, allowed
