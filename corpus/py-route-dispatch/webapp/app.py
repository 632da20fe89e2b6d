from .routing import Router


class App:
    def __init__(self):
        self.router = Router()

    def route(self, pattern, methods=("GET",)):
        def decorator(func):
            self.router.add(pattern, func, methods)
            return func
        return decorator

    def handle(self, method, path):
        """Dispatch a request; returns (status, body)."""
        handler, params = self.router.resolve(method.upper(), path)
        if handler is None:
            if params:
                return 405, "Method Not Allowed (allowed: %s)" % ", ".join(sorted(params))
            return 404, "Not Found"
        return 200, handler(**params)
