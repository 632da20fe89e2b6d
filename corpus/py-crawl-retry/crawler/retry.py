"""Retries requests that failed with a temporary error (a 5xx status or a dropped connection)."""

import logging

logger = logging.getLogger(__name__)


class RetryMiddleware:
    EXCEPTIONS_TO_RETRY = (ConnectionError, TimeoutError)

    def __init__(self, settings, stats):
        self.enabled = settings.getbool("RETRY_ENABLED")
        self.max_retry_times = settings.getint("RETRY_TIMES")
        self.retry_http_codes = {int(code) for code in settings.getlist("RETRY_HTTP_CODES")}
        self.priority_adjust = settings.getint("RETRY_PRIORITY_ADJUST")
        self.stats = stats

    def process_response(self, request, response):
        if not self.enabled or request.meta.get("dont_retry", False):
            return response
        if response.status in self.retry_http_codes:
            return self._retry(request, f"HTTP {response.status}") or response
        return response

    def process_exception(self, request, exception):
        if isinstance(exception, self.EXCEPTIONS_TO_RETRY) and not request.meta.get("dont_retry", False):
            return self._retry(request, type(exception).__name__)
        return None

    def _retry(self, request, reason):
        retries = request.meta.get("retry_times", 0) + 1
        max_retry_times = request.meta.get("max_retry_times", self.max_retry_times)
        if retries < max_retry_times:
            logger.debug("Retrying %r (failed %d times): %s", request, retries, reason)
            retryreq = request.copy()
            retryreq.meta["retry_times"] = retries
            retryreq.dont_filter = True
            retryreq.priority = request.priority + self.priority_adjust
            self.stats.inc_value("retry/count")
            self.stats.inc_value(f"retry/reason_count/{reason}")
            return retryreq
        self.stats.inc_value("retry/max_reached")
        logger.error("Gave up retrying %r (failed %d times): %s", request, retries, reason)
        return None
