"""Conditional GET support for a small static file server."""

from .handler import Response, StaticHandler

__all__ = ["Response", "StaticHandler"]
