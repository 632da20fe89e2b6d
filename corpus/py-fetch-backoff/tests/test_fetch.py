import unittest

from fetchkit.fetch import Response, fetch
from fetchkit.retry import MaxRetryError, Retry


class FlakyServer:
    """Fails `failures` times with 503, then answers 200."""

    def __init__(self, failures):
        self.failures = failures
        self.calls = 0

    def __call__(self, url):
        self.calls += 1
        if self.calls <= self.failures:
            return Response(503)
        return Response(200, b"ok")


class FetchTest(unittest.TestCase):
    def setUp(self):
        self.sleeps = []

    def test_success_without_retry(self):
        response = fetch(FlakyServer(0), "http://svc/a", sleep=self.sleeps.append)
        self.assertEqual(response.body, b"ok")
        self.assertEqual(self.sleeps, [])

    def test_first_retries(self):
        server = FlakyServer(3)
        fetch(server, "http://svc/a", Retry(total=5, backoff_factor=0.5), sleep=self.sleeps.append)
        self.assertEqual(server.calls, 4)
        self.assertEqual(self.sleeps, [0, 1.0, 2.0])

    def test_backoff_doubles(self):
        server = FlakyServer(5)
        fetch(server, "http://svc/a", Retry(total=5, backoff_factor=0.1), sleep=self.sleeps.append)
        self.assertEqual([round(s, 3) for s in self.sleeps], [0, 0.2, 0.4, 0.8, 1.6])

    def test_backoff_is_capped(self):
        server = FlakyServer(4)
        fetch(server, "http://svc/a", Retry(total=4, backoff_factor=10, backoff_max=15), sleep=self.sleeps.append)
        self.assertEqual(self.sleeps, [0, 15, 15, 15])

    def test_gives_up(self):
        with self.assertRaises(MaxRetryError):
            fetch(FlakyServer(10), "http://svc/a", Retry(total=2), sleep=self.sleeps.append)
        self.assertEqual(len(self.sleeps), 2)

    def test_connection_errors_are_retried(self):
        attempts = iter([ConnectionError("reset"), Response(200, b"late")])

        def send(url):
            item = next(attempts)
            if isinstance(item, Exception):
                raise item
            return item

        self.assertEqual(fetch(send, "http://svc/b", sleep=self.sleeps.append).body, b"late")


if __name__ == "__main__":
    unittest.main()
