"""Token-protected handlers."""

import functools


class Response:
    def __init__(self, status, body="", headers=None):
        self.status = status
        self.body = body
        self.headers = headers or {}


def unauthorized(realm):
    return Response(401, "Unauthorized", {"WWW-Authenticate": f'Bearer realm="{realm}"'})


def protected(valid_tokens, realm="api"):
    """Decorator: call the handler only for requests carrying one of `valid_tokens`."""
    def decorator(handler):
        @functools.wraps(handler)
        def wrapper(request, *args, **kwargs):
            if request.token not in valid_tokens:
                return unauthorized(realm)
            return handler(request, *args, **kwargs)
        return wrapper
    return decorator
