__version__ = "3.9.5"

from .cookiejar import CookieJar as CookieJar
