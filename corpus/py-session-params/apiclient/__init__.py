"""A small HTTP API client: sessions with shared defaults, prepared requests."""

from .session import PreparedRequest, Session

__all__ = ["PreparedRequest", "Session"]
