"""Breadcrumb trails for documentation pages."""

from .paths import path_segments, prefixes


def humanize(segment):
    """'getting-started' -> 'Getting started'."""
    text = segment.replace("-", " ").replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def breadcrumbs(url, titles=None, home="Home"):
    """[(label, href), ...] from the site root down to the page at `url`.

    `titles` maps a path like '/docs/' to a label that replaces the humanized segment.
    """
    titles = titles or {}
    trail = [(home, "/")]
    segments = path_segments(url)
    for segment, href in zip(segments, prefixes(segments)):
        trail.append((titles.get(href, humanize(segment)), href))
    return trail


def render(trail, separator=" › "):
    return separator.join(label for label, _ in trail)
