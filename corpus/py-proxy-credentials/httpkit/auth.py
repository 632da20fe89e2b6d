"""Authentication handlers."""

from base64 import b64encode


def _basic_auth_str(username, password):
    """Returns a Basic Auth string."""
    if isinstance(username, str):
        username = username.encode("latin1")
    if isinstance(password, str):
        password = password.encode("latin1")
    token = b64encode(b":".join((username, password))).strip()
    return "Basic " + token.decode("ascii")


class HTTPBasicAuth:
    """Attaches HTTP Basic Authentication to the given request headers."""

    def __init__(self, username, password):
        self.username = username
        self.password = password

    def __eq__(self, other):
        return (self.username, self.password) == (
            getattr(other, "username", None),
            getattr(other, "password", None),
        )

    def __call__(self, headers):
        headers["Authorization"] = _basic_auth_str(self.username, self.password)
        return headers


class HTTPProxyAuth(HTTPBasicAuth):
    """Attaches HTTP Proxy Authentication to the given request headers."""

    def __call__(self, headers):
        headers["Proxy-Authorization"] = _basic_auth_str(self.username, self.password)
        return headers
