import unittest

from s3transfer.download import DownloadSubmissionTask
from s3transfer.utils import ChunksizeAdjuster


class TestDownloadSubmissionTask(unittest.TestCase):
    def setUp(self):
        self.task = DownloadSubmissionTask(multipart_threshold=10, multipart_chunksize=4)

    def test_small_object_single_get(self):
        calls = self.task.plan('mybucket', 'mykey', 9, {'VersionId': 'v1'})
        self.assertEqual(calls, [{'Bucket': 'mybucket', 'Key': 'mykey', 'VersionId': 'v1'}])

    def test_ranged_download_part_count(self):
        calls = self.task.plan('mybucket', 'mykey', 10)
        self.assertEqual(len(calls), 3)
        self.assertEqual(calls[-1]['Range'], 'bytes=8-')

    def test_ranged_download_ranges(self):
        calls = self.task.plan('mybucket', 'mykey', 10)
        self.assertEqual([c['Range'] for c in calls], ['bytes=0-3', 'bytes=4-7', 'bytes=8-'])

    def test_extra_args_on_every_part(self):
        calls = self.task.plan('b', 'k', 12, {'SSECustomerKey': 'x'})
        self.assertTrue(all(c['SSECustomerKey'] == 'x' for c in calls))


class TestChunksizeAdjuster(unittest.TestCase):
    def test_minimum_chunksize(self):
        adjuster = ChunksizeAdjuster()
        self.assertEqual(adjuster.adjust_chunksize(1), 5 * 1024 * 1024)

    def test_too_many_parts(self):
        adjuster = ChunksizeAdjuster(min_size=1, max_parts=10)
        self.assertEqual(adjuster.adjust_chunksize(2, file_size=100), 16)


if __name__ == '__main__':
    unittest.main()
