import unittest

from scores.board import Leaderboard


def board(**scores):
    lb = Leaderboard()
    for player, score in scores.items():
        lb.submit(player, score)
    return lb


class LeaderboardTests(unittest.TestCase):
    def test_orders_by_score(self):
        lb = board(ana=120, bo=300, cy=210)
        self.assertEqual([(r.rank, r.player) for r in lb.standings()], [(1, "bo"), (2, "cy"), (3, "ana")])

    def test_only_best_score_counts(self):
        lb = Leaderboard()
        for score in (50, 90, 70):
            lb.submit("dee", score)
        self.assertEqual(lb.standings()[0].score, 90)

    def test_ties_share_a_rank(self):
        lb = board(ana=200, bo=300, cy=200, dee=100)
        self.assertEqual([(r.rank, r.player) for r in lb.standings()],
                         [(1, "bo"), (2, "ana"), (2, "cy"), (4, "dee")])

    def test_rank_of_after_a_tie_for_first(self):
        lb = board(ana=500, bo=500, cy=450)
        self.assertEqual(lb.rank_of("ana"), 1)
        self.assertEqual(lb.rank_of("cy"), 3)

    def test_percentile(self):
        lb = board(a=10, b=20, c=30, d=40, e=50)
        self.assertEqual([r.percentile for r in lb.standings()], [100.0, 75.0, 50.0, 25.0, 0.0])

    def test_limit(self):
        lb = board(a=1, b=2, c=3, d=4)
        self.assertEqual([r.player for r in lb.standings(limit=2)], ["d", "c"])

    def test_unknown_player(self):
        with self.assertRaises(KeyError):
            board(a=1).rank_of("zed")


if __name__ == "__main__":
    unittest.main()
