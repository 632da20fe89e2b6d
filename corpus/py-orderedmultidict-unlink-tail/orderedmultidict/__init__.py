# -*- coding: utf-8 -*-

#
# omdict - Ordered Multivalue Dictionary.
#
# Ansgar Grunseid
# grunseid.com
# grunseid@gmail.com
#
# License: Build Amazing Things (Unlicense)
#

from .orderedmultidict import omdict  # noqa

__title__ = 'orderedmultidict'
__version__ = '1.0.1'
__license__ = 'Unlicense'
