"""Blueprints record routes and replay them on an application with a prefix."""


class BlueprintSetupState:
    """Temporary holder passed to every deferred function when a blueprint
    is registered on an application."""

    def __init__(self, blueprint, app, options):
        self.app = app
        self.blueprint = blueprint
        self.name = options.get("name", blueprint.name)
        url_prefix = options.get("url_prefix")
        if url_prefix is None:
            url_prefix = blueprint.url_prefix
        self.url_prefix = url_prefix

    def add_url_rule(self, rule, endpoint, view_func, methods=None):
        if self.url_prefix is not None:
            if rule:
                rule = "/".join((self.url_prefix, rule.lstrip("/")))
            else:
                rule = self.url_prefix
        self.app.add_url_rule(rule, f"{self.name}.{endpoint}", view_func, methods)


class Blueprint:
    def __init__(self, name, url_prefix=None):
        if "." in name:
            raise ValueError("'name' may not contain a dot '.' character.")
        self.name = name
        self.url_prefix = url_prefix
        self.deferred_functions = []

    def route(self, rule, methods=None):
        def decorator(f):
            endpoint = f.__name__
            self.deferred_functions.append(
                lambda state: state.add_url_rule(rule, endpoint, f, methods)
            )
            return f

        return decorator

    def register(self, app, options):
        state = BlueprintSetupState(self, app, options)
        for deferred in self.deferred_functions:
            deferred(state)
