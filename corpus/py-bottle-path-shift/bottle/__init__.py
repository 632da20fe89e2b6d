"""
Bottle is a fast and simple micro-framework for small web applications.
"""
from bottle.request import BaseRequest
from bottle.utils import path_shift

__version__ = '0.13-dev'
__all__ = ['BaseRequest', 'path_shift']
