"""A config file reader/writer that supports nested sections in config files."""

from configobj.configobj import ConfigObj, ConfigObjError, ParseError
from configobj.section import Section

__all__ = ['ConfigObj', 'ConfigObjError', 'ParseError', 'Section']
__version__ = '5.0.8'
