"""URL path helpers."""

from urllib.parse import unquote, urlsplit


def path_segments(url):
    """'/docs/guide/install/?x=1' -> ['docs', 'guide', 'install'] (decoded, no empties)."""
    path = urlsplit(url).path
    return [unquote(part) for part in path.split("/") if part]


def prefixes(segments):
    """Every leading run of segments as a path: ['a', 'b'] -> ['/a/', '/a/b/']."""
    return ["/" + "/".join(segments[:i]) + "/" for i in range(1, len(segments))]
