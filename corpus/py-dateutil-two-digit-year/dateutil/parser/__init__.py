# -*- coding: utf-8 -*-
from ._parser import parse, parser, ParserError
from ._parserinfo import parserinfo

__all__ = ['parse', 'parser', 'parserinfo', 'ParserError']
