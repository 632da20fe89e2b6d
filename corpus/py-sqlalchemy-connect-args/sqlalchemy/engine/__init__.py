from .url import URL as URL
from .url import make_url as make_url
