# -*- coding: utf-8 -*-
__all__ = ['parser']
