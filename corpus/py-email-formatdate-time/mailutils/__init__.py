from .utils import format_datetime, formataddr, formatdate, parseaddr

__all__ = ["format_datetime", "formataddr", "formatdate", "parseaddr"]
