from .jobs import PrintJob
from .queue import JobQueue, QueueEmpty

__all__ = ["PrintJob", "JobQueue", "QueueEmpty"]
