import unittest

from gitrefs.listing import branches, parse, prunable
from gitrefs.refs import kind, short_name

OUTPUT = """\
1a2b3c4 refs/heads/main refs/remotes/upstream/main [ahead 2, behind 1]
5d6e7f8 refs/heads/wip/old-search refs/remotes/upstream/wip/old-search [gone]
9a8b7c6 refs/heads/feature/login refs/remotes/upstream/feature/login \n\
0f1e2d3 refs/remotes/upstream/main  \n\
4c5b6a7 refs/tags/v1.2.0  \n\
"""


class RefNameTest(unittest.TestCase):
    def test_kinds(self):
        self.assertEqual([kind("refs/heads/x"), kind("refs/tags/x"), kind("HEAD")], ["branch", "tag", "other"])

    def test_short_names(self):
        self.assertEqual(short_name("refs/heads/main"), "main")
        self.assertEqual(short_name("refs/tags/v1.2.0"), "v1.2.0")
        self.assertEqual(short_name("refs/remotes/upstream/main"), "upstream/main")

    def test_short_names_of_feature_branches(self):
        self.assertEqual(short_name("refs/heads/feature/login"), "feature/login")
        self.assertEqual(short_name("refs/heads/develop"), "develop")


class ListingTest(unittest.TestCase):
    def setUp(self):
        self.refs = parse(OUTPUT)

    def test_tracking_counts(self):
        main = self.refs[0]
        self.assertEqual(
            (main.name, main.upstream, main.ahead, main.behind, main.gone), ("main", "upstream/main", 2, 1, False)
        )

    def test_local_branches(self):
        self.assertEqual(branches(self.refs), ["feature/login", "main", "wip/old-search"])

    def test_branches_whose_upstream_is_gone(self):
        self.assertEqual(prunable(self.refs), ["wip/old-search"])
