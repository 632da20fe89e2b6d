"""Collects messages for a run and renders the text report."""

from collections import namedtuple

from .stats import LinterStats, evaluate

Message = namedtuple("Message", "msg_id symbol path line column msg")


class PyLinter:
    def __init__(self, previous_score=None):
        self.stats = LinterStats()
        self.messages = []
        self.previous_score = previous_score

    def add_message(self, msg_id, symbol, path, line, msg, column=0):
        self.stats.increase_message_count(msg_id)
        self.messages.append(Message(msg_id, symbol, path, line, column, msg))

    def module_checked(self, path, statements):
        self.stats.count_statements(statements)

    def score(self):
        return evaluate(self.stats)

    def report(self):
        lines = [
            f"{m.path}:{m.line}:{m.column}: {m.msg_id}: {m.msg} ({m.symbol})"
            for m in sorted(self.messages, key=lambda m: (m.path, m.line, m.column))
        ]
        note = self.score()
        if note is None:
            return "\n".join(lines)
        rating = f"Your code has been rated at {note:.2f}/10"
        if self.previous_score is not None:
            rating += f" (previous run: {self.previous_score:.2f}/10, {note - self.previous_score:+.2f})"
        return "\n".join(lines + ["-" * len(rating), rating])
