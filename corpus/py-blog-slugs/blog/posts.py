"""Blog posts and the permalinks built from their titles."""

from datetime import date

from .text import slugify


class Post:
    def __init__(self, title, published, tags=()):
        self.title = title
        self.published = published
        self.tags = [slugify(tag) for tag in tags]

    @property
    def slug(self):
        return slugify(self.title)

    @property
    def permalink(self):
        return "/{:%Y/%m}/{}/".format(self.published, self.slug)


def unique_slugs(posts):
    """Map each post to a slug, adding -2, -3, ... when two titles collide."""
    seen = {}
    result = []
    for post in posts:
        base = post.slug
        count = seen.get(base, 0) + 1
        seen[base] = count
        result.append(base if count == 1 else "{}-{}".format(base, count))
    return result


def archive(posts, year):
    return sorted((p for p in posts if p.published.year == year), key=lambda p: p.published)


__all__ = ["Post", "unique_slugs", "archive", "date"]
