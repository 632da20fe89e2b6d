import email.utils
import time
import unittest

import httplib2


def _now_date(offset=0):
    return email.utils.formatdate(time.time() + offset, usegmt=True)


class TestEntryDisposition(unittest.TestCase):
    def test_parse_cache_control(self):
        cc = httplib2._parse_cache_control({"cache-control": "max-age=3600,private"})
        self.assertEqual(cc, {"max-age": "3600", "private": 1})

    def test_max_age_fresh(self):
        response = {"date": _now_date(), "cache-control": "max-age=300"}
        self.assertEqual(httplib2._entry_disposition(response, {}), "FRESH")

    def test_max_age_expired(self):
        response = {"date": _now_date(-600), "cache-control": "max-age=300"}
        self.assertEqual(httplib2._entry_disposition(response, {}), "STALE")

    def test_expires_header(self):
        response = {"date": _now_date(), "expires": _now_date(120)}
        self.assertEqual(httplib2._entry_disposition(response, {}), "FRESH")

    def test_response_no_cache_after_other_directives(self):
        response = {"date": _now_date(), "cache-control": "max-age=300, no-cache"}
        self.assertEqual(httplib2._entry_disposition(response, {}), "STALE")

    def test_request_no_cache_after_other_directives(self):
        response = {"date": _now_date(), "cache-control": "max-age=300"}
        request = {"cache-control": "max-stale, no-cache"}
        self.assertEqual(httplib2._entry_disposition(response, request), "TRANSPARENT")

    def test_pragma_no_cache(self):
        request = {"pragma": "no-cache"}
        self.assertEqual(httplib2._entry_disposition({}, request), "TRANSPARENT")
        self.assertEqual(request["cache-control"], "no-cache")

    def test_request_min_fresh(self):
        response = {"date": _now_date(), "cache-control": "max-age=300"}
        self.assertEqual(httplib2._entry_disposition(response, {"cache-control": "min-fresh=600"}), "STALE")


if __name__ == '__main__':
    unittest.main()
