"""Request and Response objects."""

import copy


class Request:
    def __init__(self, url, callback=None, meta=None, priority=0, dont_filter=False):
        self.url = url
        self.callback = callback
        self.meta = dict(meta or {})
        self.priority = priority
        self.dont_filter = dont_filter

    def copy(self):
        return self.replace()

    def replace(self, **kwargs):
        """A new request with the same attributes except those given."""
        for key in ("url", "callback", "priority", "dont_filter"):
            kwargs.setdefault(key, getattr(self, key))
        kwargs.setdefault("meta", copy.copy(self.meta))
        return Request(**kwargs)

    def __repr__(self):
        return f"<Request {self.url}>"


class Response:
    def __init__(self, url, status=200, body=b"", request=None):
        self.url = url
        self.status = status
        self.body = body
        self.request = request
