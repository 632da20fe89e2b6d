"""Guess the MIME type of a file."""

import posixpath
import urllib.parse

from . import _mimetypes_defaults as _defaults

__all__ = ["MimeTypes", "guess_type", "guess_all_extensions", "guess_extension"]


class MimeTypes:
    """MIME-types datastore."""

    def __init__(self, strict=True):
        self.encodings_map = _defaults.encodings_map.copy()
        self.suffix_map = _defaults.suffix_map.copy()
        self.types_map = ({}, {})  # dict for (non-strict, strict)
        self.types_map_inv = ({}, {})
        for (ext, type) in _defaults.types_map.items():
            self.add_type(type, ext, True)
        for (ext, type) in _defaults.common_types.items():
            self.add_type(type, ext, False)

    def add_type(self, type, ext, strict=True):
        """Add a mapping between a type and an extension."""
        self.types_map[strict][ext] = type
        exts = self.types_map_inv[strict].setdefault(type, [])
        if ext not in exts:
            exts.append(ext)

    def guess_type(self, url, strict=True):
        """Guess the type of a file which is either a URL or a path-like object.

        Return value is a tuple (type, encoding); either may be None.
        """
        scheme, url = urllib.parse._splittype(url)
        if scheme == 'data':
            # syntax of data URLs:
            # dataurl   := "data:" [ mediatype ] [ ";base64" ] "," data
            comma = url.find(',')
            if comma < 0:
                # bad data URL
                return None, None
            semi = url.find(';', 0, comma)
            type = url[:semi if semi >= 0 else comma]
            if '=' in type or '/' not in type:
                type = 'text/plain'
            return type, None  # never compressed, so encoding is None
        base, ext = posixpath.splitext(url)
        while (ext_lower := ext.lower()) in self.suffix_map:
            base, ext = posixpath.splitext(base + self.suffix_map[ext_lower])
        # encodings_map is case sensitive
        if ext in self.encodings_map:
            encoding = self.encodings_map[ext]
            base, ext = posixpath.splitext(base)
        else:
            encoding = None
        ext = ext.lower()
        types_map = self.types_map[True]
        if ext in types_map:
            return types_map[ext], encoding
        elif strict:
            return None, encoding
        return self.types_map[False].get(ext), encoding

    def guess_all_extensions(self, type, strict=True):
        """Guess the extensions for a file based on its MIME type.

        Return value is a list of strings giving the possible filename
        extensions, including the leading dot ('.').
        """
        type = type.lower()
        extensions = list(self.types_map_inv[True].get(type, []))
        if not strict:
            for ext in self.types_map_inv[False].get(type, []):
                if ext not in extensions:
                    extensions.append(ext)
        return extensions

    def guess_extension(self, type, strict=True):
        """Guess the extension for a file based on its MIME type."""
        extensions = self.guess_all_extensions(type)
        if not extensions:
            return None
        return extensions[0]


_db = MimeTypes()


def guess_type(url, strict=True):
    return _db.guess_type(url, strict)


def guess_all_extensions(type, strict=True):
    return _db.guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    return _db.guess_extension(type, strict)
