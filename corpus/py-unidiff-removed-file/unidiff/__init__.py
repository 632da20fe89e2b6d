"""Unified diff parsing library."""
from .errors import UnidiffParseError
from .patch import Hunk, Line, PatchedFile, PatchSet

VERSION = '0.7.5'
