#!/usr/bin/env python
# -*- coding: utf-8 -*-
'''
__init__.py
(c) Will Roberts <wildwilhelm@gmail.com>  1 February, 2014

pytimeparse module.
'''

from .timeparse import timeparse

__version__ = '1.1.8'
__all__ = ['timeparse']
