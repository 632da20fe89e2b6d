# -*- coding: utf-8 -*-

from .patch import parse_patch, Change, diffobj, header

__all__ = ["parse_patch", "Change", "diffobj", "header"]
