"""Python humanize functions (reduced)."""

from humanize.filesize import naturalsize
from humanize.number import intcomma, ordinal

__all__ = ["intcomma", "naturalsize", "ordinal"]
