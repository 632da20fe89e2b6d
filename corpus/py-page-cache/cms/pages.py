"""Stored pages."""

from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Page:
    slug: str
    title: str
    body: str
    created: datetime
    updated: datetime = None
    tags: list = field(default_factory=list)

    def __post_init__(self):
        if self.updated is None:
            self.updated = self.created

    def edit(self, body, when):
        if when < self.updated:
            raise ValueError("edit time is older than the last change")
        self.body = body
        self.updated = when
