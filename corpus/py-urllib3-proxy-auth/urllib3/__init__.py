from .poolmanager import PoolManager, ProxyManager, proxy_from_url
from .util.request import make_headers

__all__ = ["PoolManager", "ProxyManager", "make_headers", "proxy_from_url"]
