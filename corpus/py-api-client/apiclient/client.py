"""A small client that only builds requests (sending is the transport's job)."""
from .auth import NoAuth
from .request import Request

USER_AGENT = "apiclient/0.4"


class Client:
    def __init__(self, base_url, auth=None, headers=None, page_size=None):
        self.base_url = base_url.rstrip("/")
        self.auth = auth or NoAuth()
        self.headers = {"User-Agent": USER_AGENT, "Accept": "application/json", **(headers or {})}
        self.page_size = page_size

    def build(self, method, path, params=None, json=None):
        url = f"{self.base_url}/{path.lstrip('/')}"
        request = Request(method, url, headers=self.headers, params=params, json=json)
        if json is not None:
            request.headers["Content-Type"] = "application/json"
        return self.auth(request)

    def list_request(self, path, page=1, **filters):
        request = self.build("GET", path, params=filters)
        return request.with_params(page=page, per_page=self.page_size)
