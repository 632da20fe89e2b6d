"""A priority queue of print jobs: lower rank first, FIFO within a rank."""
import heapq
import itertools


class QueueEmpty(Exception):
    pass


class JobQueue:
    def __init__(self, max_pages=None):
        self._heap = []
        self._counter = itertools.count()
        self.max_pages = max_pages

    def __len__(self):
        return len(self._heap)

    def submit(self, job):
        if self.max_pages is not None and job.pages > self.max_pages:
            raise ValueError("%s has %d pages, limit is %d" % (job.document, job.pages, self.max_pages))
        heapq.heappush(self._heap, (job.rank, next(self._counter), job))
        return job

    def _pop_entry(self):
        if not self._heap:
            raise QueueEmpty("no jobs waiting")
        return self._heap.pop()

    def next_job(self):
        return self._pop_entry()[-1]

    def peek(self):
        if not self._heap:
            return None
        return self._heap[0][-1]

    def pending_pages(self, owner=None):
        return sum(job.pages for _, _, job in self._heap if owner is None or job.owner == owner)

    def drain(self):
        out = []
        while self._heap:
            out.append(self.next_job())
        return out
