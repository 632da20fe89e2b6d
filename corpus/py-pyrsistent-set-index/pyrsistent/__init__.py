# -*- coding: utf-8 -*-

from pyrsistent._pvector import PVector, pvector, v
from pyrsistent._toolz import freeze, thaw

__all__ = ('PVector', 'pvector', 'v', 'freeze', 'thaw')
