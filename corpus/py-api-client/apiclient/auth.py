"""Authentication schemes: callables that take a Request and return the Request to send."""
import base64


class NoAuth:
    def __call__(self, request):
        return request


class BearerAuth:
    def __init__(self, token):
        self.token = token

    def __call__(self, request):
        return request.with_headers(Authorization=f"Bearer {self.token}")


class BasicAuth:
    def __init__(self, username, password):
        raw = f"{username}:{password}".encode("utf-8")
        self.value = "Basic " + base64.b64encode(raw).decode("ascii")

    def __call__(self, request):
        return request.with_headers(Authorization=self.value)
