"""MIME-Type Parser: matching mime-types against a list of media-ranges."""
from .parser import MimeTypeParseException, parse_media_range, parse_mime_type
from .match import best_match, quality, quality_and_fitness_parsed, quality_parsed

__version__ = '1.6.0'
__author__ = 'Joe Gregorio'
__license__ = 'MIT License'
