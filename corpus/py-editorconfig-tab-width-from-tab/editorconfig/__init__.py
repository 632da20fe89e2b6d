"""EditorConfig Python Core"""

VERSION = (0, 12, 3, "final")

__all__ = ['get_properties', 'EditorConfigError', 'ParsingError',
           'PathError', 'VersionError']

__version__ = "%s.%s.%s" % VERSION[:3]


class EditorConfigError(Exception):
    """Parent class of all exceptions raised by EditorConfig"""


class ParsingError(EditorConfigError):
    """Error raised if an EditorConfig file could not be parsed"""


class PathError(ValueError, EditorConfigError):
    """Error raised if invalid filepath is specified"""


class VersionError(ValueError, EditorConfigError):
    """Error raised if invalid version number is specified"""


def get_properties(filename):
    """Locate and parse EditorConfig files for the given filename"""
    handler = EditorConfigHandler(filename)
    return handler.get_configurations()


from editorconfig.handler import EditorConfigHandler
