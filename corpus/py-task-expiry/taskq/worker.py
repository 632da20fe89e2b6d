"""The worker decides, for every message, whether to run, defer or revoke it."""

from .request import Request


class Worker:
    def __init__(self, tasks):
        self.tasks = tasks
        self.scheduled = []
        self.revoked = []
        self.results = {}

    def handle(self, message, now):
        request = Request(message)
        if request.is_expired(now):
            self.revoked.append((request.id, "expired"))
            return "revoked"
        if request.is_scheduled(now):
            self.scheduled.append(request)
            return "scheduled"
        fun = self.tasks.get(request.name)
        if fun is None:
            self.revoked.append((request.id, "unregistered"))
            return "rejected"
        self.results[request.id] = fun(*request.args, **request.kwargs)
        return "done"

    def tick(self, now):
        """Run scheduled requests whose eta has passed."""
        due = [r for r in self.scheduled if not r.is_scheduled(now)]
        self.scheduled = [r for r in self.scheduled if r.is_scheduled(now)]
        for request in due:
            self.results[request.id] = self.tasks[request.name](*request.args, **request.kwargs)
        return len(due)
