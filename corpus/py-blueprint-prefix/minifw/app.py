"""The application object: a URL map, dispatching and url_for."""

import re


class NotFound(Exception):
    pass


class App:
    def __init__(self, name):
        self.name = name
        self.url_map = []
        self.view_functions = {}
        self.blueprints = {}

    def add_url_rule(self, rule, endpoint, view_func, methods=None):
        if not rule.startswith("/"):
            raise ValueError(f"urls must start with a leading slash: {rule!r}")
        pattern = re.compile("^" + re.sub(r"<(\w+)>", r"(?P<\1>[^/]+)", rule) + "$")
        self.url_map.append((rule, pattern, endpoint, set(methods or ["GET"])))
        self.view_functions[endpoint] = view_func

    def route(self, rule, methods=None):
        def decorator(f):
            self.add_url_rule(rule, f.__name__, f, methods)
            return f

        return decorator

    def register_blueprint(self, blueprint, **options):
        name = options.get("name", blueprint.name)
        if name in self.blueprints:
            raise ValueError(f"The name {name!r} is already registered.")
        self.blueprints[name] = blueprint
        blueprint.register(self, options)

    def dispatch(self, path, method="GET"):
        for _rule, pattern, endpoint, methods in self.url_map:
            match = pattern.match(path)
            if match and method in methods:
                return self.view_functions[endpoint](**match.groupdict())
        raise NotFound(path)

    def url_for(self, endpoint, **values):
        for rule, _pattern, ep, _methods in self.url_map:
            if ep == endpoint:
                return re.sub(r"<(\w+)>", lambda m: str(values[m.group(1)]), rule)
        raise KeyError(endpoint)
