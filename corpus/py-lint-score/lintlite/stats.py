"""Counters collected while checking modules."""

MSG_TYPES = {
    "I": "info",
    "C": "convention",
    "R": "refactor",
    "W": "warning",
    "E": "error",
    "F": "fatal",
}


class LinterStats:
    def __init__(self):
        self.statement = 0
        self.info = 0
        self.convention = 0
        self.refactor = 0
        self.warning = 0
        self.error = 0
        self.fatal = 0
        self.by_msg = {}

    def increase_message_count(self, msg_id):
        category = MSG_TYPES[msg_id[0]]
        setattr(self, category, getattr(self, category) + 1)
        self.by_msg[msg_id] = self.by_msg.get(msg_id, 0) + 1

    def count_statements(self, n):
        self.statement += n


def evaluate(stats):
    """Global note: 10.0 - ((5 * error + warning + refactor + convention) / statement) * 10.

    Returns None when there is nothing to rate.
    """
    if stats.fatal:
        return 0.0
    penalty = 5 * stats.error + stats.warning + stats.refactor + stats.convention
    return max(0.0, 10.0 - (penalty / stats.statement) * 10)
