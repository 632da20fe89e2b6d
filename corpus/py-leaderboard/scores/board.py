"""A game leaderboard: best score per player, ranked."""

from collections import namedtuple

from .ranking import competition_ranks, percentile

Row = namedtuple("Row", "rank player score percentile")


class Leaderboard:
    def __init__(self):
        self._best = {}

    def submit(self, player, score):
        """Record a score; only a player's best score counts."""
        if score > self._best.get(player, float("-inf")):
            self._best[player] = score

    def standings(self, limit=None):
        # highest score first, ties broken alphabetically for a stable display
        ordered = sorted(self._best.items(), key=lambda item: (-item[1], item[0]))
        ranks = competition_ranks([score for _, score in ordered])
        rows = [
            Row(rank, player, score, percentile(rank, len(ordered)))
            for rank, (player, score) in zip(ranks, ordered)
        ]
        return rows if limit is None else rows[:limit]

    def rank_of(self, player):
        for row in self.standings():
            if row.player == player:
                return row.rank
        raise KeyError(player)
