"""Print jobs and their priorities."""

PRIORITIES = {"urgent": 0, "normal": 5, "bulk": 9}


class PrintJob:
    def __init__(self, owner, document, pages, priority="normal"):
        if priority not in PRIORITIES:
            raise ValueError("unknown priority %r" % priority)
        if pages <= 0:
            raise ValueError("a job needs at least one page")
        self.owner = owner
        self.document = document
        self.pages = pages
        self.priority = priority

    @property
    def rank(self):
        return PRIORITIES[self.priority]

    def __repr__(self):
        return "PrintJob(%r, %r)" % (self.owner, self.document)
