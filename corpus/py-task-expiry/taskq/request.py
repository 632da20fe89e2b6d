"""A Request wraps one received task message."""

from datetime import datetime


def maybe_iso8601(value):
    return datetime.fromisoformat(value) if value else None


class Request:
    def __init__(self, message):
        headers = message["headers"]
        self.id = headers["id"]
        self.name = headers["task"]
        self.retries = headers.get("retries", 0)
        self.eta = maybe_iso8601(headers.get("eta"))
        self.expires = maybe_iso8601(headers.get("eta"))
        self.args, self.kwargs = message["body"]

    def is_expired(self, now):
        return self.expires is not None and now >= self.expires

    def is_scheduled(self, now):
        return self.eta is not None and now < self.eta

    def __repr__(self):
        return f"<Request: {self.name}[{self.id}]>"
