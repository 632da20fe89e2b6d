import unittest

from backups.retention import keep_set, prune_plan
from backups.snapshot import human_size, parse_listing

LISTING = """
# id       label            created               size
a1f3 nightly          2026-11-23T02:00:00   1073741824
b7c2 nightly          2026-11-24T02:00:00   1073741824
c9d0 before-upgrade   2026-11-24T15:30:00   1181116006
d4e5 nightly          2026-11-25T02:00:00   1073741824
e8f1 adhoc            2026-11-25T11:12:00   536870912
f2a7 nightly          2026-11-26T02:00:00   1073741824
"""


class RetentionTest(unittest.TestCase):
    def setUp(self):
        self.snaps = parse_listing(LISTING)

    def test_parse_listing(self):
        self.assertEqual([s.id for s in self.snaps], ["a1f3", "b7c2", "c9d0", "d4e5", "e8f1", "f2a7"])
        self.assertEqual(str(self.snaps[2].day), "2026-11-24")

    def test_human_size(self):
        self.assertEqual(human_size(512), "512 B")
        self.assertEqual(human_size(1181116006), "1.1 GiB")

    def test_keep_last(self):
        self.assertEqual(keep_set(self.snaps, keep_last=2), {"f2a7", "e8f1"})

    def test_keep_daily_takes_newest_of_each_day(self):
        self.assertEqual(keep_set(self.snaps, keep_daily=3), {"f2a7", "e8f1", "c9d0"})

    def test_nothing_kept_means_everything_goes(self):
        ids, summary = prune_plan(self.snaps[:2])
        self.assertEqual(ids, ["a1f3", "b7c2"])
        self.assertEqual(summary, "2 snapshots, 2.0 GiB freed")

    def test_single_label_listing_newest_first(self):
        # the S3 backend lists newest first
        nightly = [s for s in reversed(self.snaps) if s.label == "nightly"]
        self.assertEqual(keep_set(nightly, keep_last=1, keep_daily=1), {"f2a7"})


if __name__ == "__main__":
    unittest.main()
