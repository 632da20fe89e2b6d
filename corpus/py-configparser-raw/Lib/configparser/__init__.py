"""Configuration file parser.

A configuration file consists of sections, lead by a "[section]" header,
and followed by "name: value" entries, with continuations and such in
the style of RFC 822.
"""
from ._interpolation import (BasicInterpolation, Error, InterpolationError,
                             InterpolationMissingOptionError, Interpolation,
                             NoOptionError, NoSectionError)
from ._parser import DEFAULTSECT, ConfigParser

__all__ = ["BasicInterpolation", "ConfigParser", "DEFAULTSECT", "Error",
           "Interpolation", "InterpolationError", "InterpolationMissingOptionError",
           "NoOptionError", "NoSectionError"]
