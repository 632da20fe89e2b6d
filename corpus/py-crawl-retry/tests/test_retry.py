import logging
import unittest

from crawler.http import Request, Response
from crawler.retry import RetryMiddleware
from crawler.settings import Settings, StatsCollector

logging.disable(logging.CRITICAL)


def middleware(**settings):
    stats = StatsCollector()
    return RetryMiddleware(Settings(settings), stats), stats


def fail(mw, request, status=503):
    return mw.process_response(request, Response(request.url, status=status, request=request))


class RetryMiddlewareTest(unittest.TestCase):
    def test_success_is_passed_through(self):
        mw, stats = middleware()
        req = Request("http://example.com/")
        resp = Response(req.url, status=200, request=req)
        self.assertIs(mw.process_response(req, resp), resp)
        self.assertIsNone(stats.get_value("retry/count"))

    def test_503_is_retried_once(self):
        mw, stats = middleware()
        req = Request("http://example.com/", priority=5)
        retry = fail(mw, req)
        self.assertIsInstance(retry, Request)
        self.assertEqual(retry.meta["retry_times"], 1)
        self.assertEqual(retry.priority, 4)
        self.assertTrue(retry.dont_filter)
        self.assertEqual(stats.get_value("retry/reason_count/HTTP 503"), 1)

    def test_404_is_not_retried(self):
        mw, _ = middleware()
        req = Request("http://example.com/missing")
        self.assertIsInstance(fail(mw, req, status=404), Response)

    def test_dont_retry(self):
        mw, _ = middleware()
        req = Request("http://example.com/", meta={"dont_retry": True})
        self.assertIsInstance(fail(mw, req), Response)

    def test_retries_up_to_retry_times(self):
        mw, stats = middleware(RETRY_TIMES=3)
        req = Request("http://example.com/")
        attempts = 0
        while isinstance(req, Request):
            req = fail(mw, req)
            attempts += 1
        self.assertEqual(attempts, 4)
        self.assertEqual(stats.get_value("retry/count"), 3)
        self.assertEqual(stats.get_value("retry/max_reached"), 1)

    def test_per_request_max_retry_times(self):
        mw, _ = middleware()
        req = Request("http://example.com/", meta={"max_retry_times": 1})
        retry = fail(mw, req)
        self.assertIsInstance(retry, Request)
        self.assertIsInstance(fail(mw, retry), Response)

    def test_connection_errors_are_retried(self):
        mw, _ = middleware()
        req = Request("http://example.com/")
        retry = mw.process_exception(req, ConnectionError("reset by peer"))
        self.assertEqual(retry.url, req.url)
        self.assertIsNone(mw.process_exception(req, ValueError("bad")))

    def test_codes_from_a_comma_separated_setting(self):
        mw, _ = middleware(RETRY_HTTP_CODES="500, 429")
        self.assertEqual(mw.retry_http_codes, {500, 429})
        self.assertFalse(Settings({"RETRY_ENABLED": "no"}).getbool("RETRY_ENABLED"))


if __name__ == "__main__":
    unittest.main()
