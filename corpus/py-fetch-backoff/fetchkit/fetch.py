"""Calling a transport with retries."""

import time

from .retry import Retry


class Response:
    def __init__(self, status, body=b""):
        self.status = status
        self.body = body


def fetch(send, url, retry=None, sleep=time.sleep):
    """GET `url` through `send(url) -> Response`, retrying connection errors and
    retryable statuses with exponential backoff."""
    retry = retry if retry is not None else Retry()
    while True:
        try:
            response = send(url)
        except ConnectionError as exc:
            retry = retry.increment(url, repr(exc))
        else:
            if not retry.is_retry(response.status):
                return response
            retry = retry.increment(url, f"status {response.status}")
        sleep(retry.get_backoff_time())
