"""Pages of the site, loaded from Markdown sources."""

import re
from dataclasses import dataclass, field

from . import frontmatter


@dataclass
class Page:
    slug: str
    title: str
    body: str
    tags: list = field(default_factory=list)
    draft: bool = False


def slug_from_path(path):
    name = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def load_page(path, text):
    meta, body = frontmatter.split(text)
    title = meta.get("title")
    if not title:
        heading = re.search(r"^# (.+)$", body, re.MULTILINE)
        title = heading.group(1).strip() if heading else slug_from_path(path)
    return Page(
        slug=meta.get("slug") or slug_from_path(path),
        title=title,
        body=body,
        tags=meta.get("tags", []),
        draft=meta.get("draft", False),
    )
