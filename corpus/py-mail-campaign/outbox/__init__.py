"""Outgoing mail: messages, address helpers and a mailer that hands them to a transport."""

from .mailer import Mailer, MemoryTransport
from .message import Message

__all__ = ["Mailer", "MemoryTransport", "Message"]
