"""Pillow (Fork of the Python Imaging Library) -- reduced to the ImageColor helpers."""

__version__ = "10.2.0"
