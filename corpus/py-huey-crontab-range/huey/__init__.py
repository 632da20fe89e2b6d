__author__ = 'Charles Leifer'
__license__ = 'MIT'
__version__ = '2.5.0'

from huey.api import crontab
from huey.utils import normalize_time

__all__ = ['crontab', 'normalize_time']
