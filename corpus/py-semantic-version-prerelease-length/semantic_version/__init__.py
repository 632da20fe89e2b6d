# -*- coding: utf-8 -*-
# Copyright (c) The python-semanticversion project
# This code is distributed under the two-clause BSD License.

from .base import Version, compare, validate
from .spec import SimpleSpec

__author__ = "Raphaël Barrois <raphael.barrois+semver@polytechnique.org>"
__version__ = '2.10.0'
__all__ = ['Version', 'SimpleSpec', 'compare', 'validate']
