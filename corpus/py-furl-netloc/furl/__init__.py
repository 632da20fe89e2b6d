from .furl import furl

__title__ = 'furl'
__version__ = '2.1.3'
__all__ = ['furl']
