# The MIT License (MIT)
#
# Copyright (c) 2016 Adam Schubert
#
# Permission is hereby granted, free of charge, to any person obtaining a copy
# of this software and associated documentation files (the "Software"), to deal
# in the Software without restriction.

from .ExpressionDescriptor import ExpressionDescriptor, Options, DescriptionTypeEnum, get_description
from .ExpressionParser import ExpressionParser, FormatException

__all__ = ['ExpressionDescriptor', 'ExpressionParser', 'Options', 'DescriptionTypeEnum',
           'FormatException', 'get_description']
