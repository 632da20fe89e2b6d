"""Tickets and the time they took to resolve."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Optional

PRIORITY_TARGETS = {
    "urgent": timedelta(hours=4),
    "high": timedelta(hours=24),
    "normal": timedelta(hours=72),
}


@dataclass
class Ticket:
    key: str
    priority: str
    opened: datetime
    resolved: Optional[datetime] = None

    @property
    def is_resolved(self):
        return self.resolved is not None


def resolution_time(ticket):
    """How long the ticket was open; None while it is unresolved."""
    if not ticket.is_resolved:
        return None
    return ticket.opened - ticket.resolved


def target_for(ticket):
    return PRIORITY_TARGETS.get(ticket.priority, PRIORITY_TARGETS["normal"])
