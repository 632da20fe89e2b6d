"""Text helpers shared by the post and tag models."""

import re
import unicodedata

_NON_WORD = re.compile(r"[^a-z0-9]+")


def ascii_fold(text):
    """Drop accents: 'Crème Brûlée' -> 'Creme Brulee'."""
    normalized = unicodedata.normalize("NFKD", text)
    return normalized.encode("ascii", "ignore").decode("ascii")


def slugify(text, max_length=60):
    """Lower-case, ASCII-only, dash-separated slug for use in URLs."""
    slug = _NON_WORD.sub("-", ascii_fold(text).lower())
    slug = slug.lstrip("-")
    if len(slug) > max_length:
        # cut at a word boundary when possible
        cut = slug.rfind("-", 0, max_length + 1)
        slug = slug[:cut if cut > 0 else max_length]
    return slug
