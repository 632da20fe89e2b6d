import unittest

from spooler import JobQueue, PrintJob, QueueEmpty


class QueueTest(unittest.TestCase):
    def test_single_job(self):
        q = JobQueue()
        job = q.submit(PrintJob("ann", "memo.pdf", 2))
        self.assertIs(q.next_job(), job)
        self.assertEqual(len(q), 0)

    def test_empty(self):
        with self.assertRaises(QueueEmpty):
            JobQueue().next_job()

    def test_page_limit(self):
        q = JobQueue(max_pages=50)
        with self.assertRaises(ValueError):
            q.submit(PrintJob("bob", "thesis.pdf", 180))

    def test_urgent_jumps_the_queue(self):
        q = JobQueue()
        q.submit(PrintJob("ann", "report.pdf", 10))
        q.submit(PrintJob("bob", "flyers.pdf", 200, priority="bulk"))
        q.submit(PrintJob("cy", "boarding-pass.pdf", 1, priority="urgent"))
        self.assertEqual(q.next_job().document, "boarding-pass.pdf")
        self.assertEqual(q.peek().document, "report.pdf")

    def test_fifo_within_priority(self):
        q = JobQueue()
        for name in ("a.pdf", "b.pdf", "c.pdf", "d.pdf"):
            q.submit(PrintJob("ann", name, 1))
        self.assertEqual([j.document for j in q.drain()], ["a.pdf", "b.pdf", "c.pdf", "d.pdf"])

    def test_pending_pages(self):
        q = JobQueue()
        q.submit(PrintJob("ann", "a.pdf", 3))
        q.submit(PrintJob("bob", "b.pdf", 4))
        q.submit(PrintJob("ann", "c.pdf", 5, priority="urgent"))
        self.assertEqual(q.pending_pages(), 12)
        self.assertEqual(q.pending_pages("ann"), 8)


if __name__ == "__main__":
    unittest.main()
