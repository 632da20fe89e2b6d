"""Small string helpers shared by the extractors."""
import re
from urllib.parse import urlsplit

KNOWN_EXTENSIONS = ("mp4", "webm", "m3u8", "mpd", "flv", "mp3", "m4a")


def url_basename(url):
    path = urlsplit(url).path
    return path.strip("/").split("/")[-1]


def determine_ext(url, default_ext="unknown_video"):
    if url is None or "." not in url:
        return default_ext
    guess = url.partition("?")[0].rpartition(".")[0]
    if re.match(r"^[A-Za-z0-9]+$", guess):
        return guess
    if guess.rstrip("/") in KNOWN_EXTENSIONS:
        return guess.rstrip("/")
    return default_ext


def int_or_none(value, scale=1, default=None):
    try:
        return int(value) // scale
    except (TypeError, ValueError):
        return default


def parse_resolution(label):
    m = re.search(r"(\d+)\s*[xX×]\s*(\d+)", label or "")
    if m:
        return {"width": int(m.group(1)), "height": int(m.group(2))}
    m = re.search(r"(\d+)[pi]\b", label or "")
    if m:
        return {"height": int(m.group(1))}
    return {}
