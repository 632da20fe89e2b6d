import unittest

from httpdl.downloader import Downloader, Response
from httpdl.ranges import ContentRangeError

FILE = bytes(range(100))


class FreshDownloadTest(unittest.TestCase):
    def test_no_range_header(self):
        self.assertNotIn("Range", Downloader().request_headers())
        self.assertNotIn("Range", Downloader(FILE[:10], resume=False).request_headers())

    def test_whole_file(self):
        d = Downloader().start(Response(200, {"Content-Length": "100"}, FILE))
        self.assertTrue(d.finished)
        self.assertEqual(bytes(d.data), FILE)

    def test_interrupted(self):
        d = Downloader().start(Response(200, {"Content-Length": "100"}, FILE[:40]))
        self.assertTrue(d.interrupted)
        self.assertFalse(d.finished)


class ResumeTest(unittest.TestCase):
    def test_asks_for_the_rest(self):
        self.assertEqual(Downloader(FILE[:60], resume=True).request_headers()["Range"], "bytes=60-")

    def test_resumes_partial_file(self):
        d = Downloader(FILE[:60], resume=True)
        d.start(Response(206, {"Content-Range": "bytes 60-99/100"}, FILE[60:]))
        self.assertTrue(d.finished)
        self.assertEqual(bytes(d.data), FILE)

    def test_resumes_with_one_byte_missing(self):
        d = Downloader(FILE[:99], resume=True)
        d.start(Response(206, {"Content-Range": "bytes 99-99/100"}, FILE[99:]))
        self.assertEqual(d.total_size, 100)
        self.assertEqual(bytes(d.data), FILE)

    def test_server_ignoring_range_restarts(self):
        d = Downloader(FILE[:60], resume=True)
        d.start(Response(200, {"Content-Length": "100"}, FILE))
        self.assertEqual(d.resumed_from, 0)
        self.assertEqual(bytes(d.data), FILE)

    def test_wrong_offset_is_refused(self):
        d = Downloader(FILE[:60], resume=True)
        with self.assertRaises(ContentRangeError):
            d.start(Response(206, {"Content-Range": "bytes 50-99/100"}, FILE[50:]))

    def test_bad_content_range(self):
        for header in ("bytes 60-99/50", "bytes 60-59/100", "items 60-99/100"):
            with self.assertRaises(ContentRangeError, msg=header):
                Downloader(FILE[:60], resume=True).start(Response(206, {"Content-Range": header}))


if __name__ == "__main__":
    unittest.main()
