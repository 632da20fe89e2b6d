# __init__.py - main module
#
# Copyright (C) 2010-2023 Arthur de Jong

"""Parse, validate and reformat standard numbers and codes."""

__version__ = '1.19'
