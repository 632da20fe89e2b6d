from .morsel import CookieError, Morsel
from .simple import SimpleCookie

__all__ = ["CookieError", "Morsel", "SimpleCookie"]
