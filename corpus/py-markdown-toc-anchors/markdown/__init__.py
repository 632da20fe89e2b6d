"""
Python Markdown

A Python implementation of John Gruber's Markdown.
"""

__version__ = '3.5.2'
