"""Inline markdown to HTML (a small slice of mistune)."""

from .markdown import Markdown, html

__all__ = ["Markdown", "html"]
