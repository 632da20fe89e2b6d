from .utils import determine_ext, int_or_none, parse_resolution, url_basename


def build_format(source):
    """Turn one <source>/JSON entry of a player config into a format dict."""
    url = source["src"]
    ext = source.get("ext") or determine_ext(url, "mp4")
    fmt = {
        "url": url,
        "ext": ext,
        "format_id": source.get("label") or url_basename(url),
        "tbr": int_or_none(source.get("bitrate"), 1000),
    }
    if ext == "m3u8":
        fmt["protocol"] = "m3u8_native"
    fmt.update(parse_resolution(source.get("label")))
    return fmt


def extract_formats(player_config):
    formats = [build_format(s) for s in player_config.get("sources", []) if s.get("src")]
    formats.sort(key=lambda f: (f.get("height") or 0, f.get("tbr") or 0))
    return formats
