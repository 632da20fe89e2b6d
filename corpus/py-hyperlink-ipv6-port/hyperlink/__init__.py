from ._url import URL, URLParseError, parse_host

__all__ = ["URL", "URLParseError", "parse_host"]
