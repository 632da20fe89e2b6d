from .addict import Dict

__title__ = 'addict'
__version__ = '2.4.0'
