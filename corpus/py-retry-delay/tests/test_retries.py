import unittest
from unittest import mock

from retrylib.delay import delay_exponential
from retrylib.handler import RetryHandler

THROTTLED = {"status": 400, "error_code": "ThrottlingException"}
SERVER_ERROR = {"status": 503}


class RetryHandlerTest(unittest.TestCase):
    def test_successful_and_client_errors_are_not_retried(self):
        handler = RetryHandler()
        self.assertIsNone(handler({"status": 200}, 1))
        self.assertIsNone(handler({"status": 404, "error_code": "NoSuchKey"}, 1))

    def test_second_retry_waits_twice_the_base(self):
        handler = RetryHandler(base=0.5)
        self.assertEqual(handler(SERVER_ERROR, 2), 1.0)

    def test_backoff_schedule(self):
        handler = RetryHandler(max_attempts=5, base=0.1, growth_factor=2)
        self.assertEqual([round(s, 3) for s in handler.schedule(THROTTLED)], [0.1, 0.2, 0.4, 0.8])

    def test_delays_are_capped(self):
        handler = RetryHandler(max_attempts=12, base=1, growth_factor=3, max_delay=30.0)
        sleeps = handler.schedule(SERVER_ERROR)
        self.assertEqual(len(sleeps), 11)
        self.assertEqual(max(sleeps), 30.0)
        self.assertEqual(sleeps[:4], [1, 3, 9, 27])

    def test_gives_up_after_max_attempts(self):
        handler = RetryHandler(max_attempts=3)
        self.assertIsNone(handler(SERVER_ERROR, 3))


class DelayTest(unittest.TestCase):
    def test_random_base(self):
        with mock.patch("random.random", return_value=0.25):
            self.assertEqual(delay_exponential("rand", 2, 2), 0.5)

    def test_bad_base(self):
        with self.assertRaises(ValueError):
            delay_exponential(0, 2, 1)


if __name__ == "__main__":
    unittest.main()
