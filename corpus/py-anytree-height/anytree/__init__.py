# -*- coding: utf-8 -*-
"""Powerful and Lightweight Python Tree Data Structure."""

__version__ = "2.8.0"
__author__ = "c0fec0de"

from .iterators import PreOrderIter  # noqa
from .node import LoopError, Node, NodeMixin  # noqa
from .render import AsciiStyle, RenderTree  # noqa
