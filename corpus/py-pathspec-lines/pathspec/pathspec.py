"""
This module provides an object oriented interface for pattern matching of files.
"""

from .gitwildmatch import GitWildMatchPattern


def normalize_file(file):
    """Normalizes the file path to use the POSIX path separator and strip ``./``."""
    norm_file = file.replace('\\', '/')
    if norm_file.startswith('/'):
        norm_file = norm_file[1:]
    elif norm_file.startswith('./'):
        norm_file = norm_file[2:]
    return norm_file


class PathSpec(object):
    """Wraps a list of compiled patterns."""

    def __init__(self, patterns):
        self.patterns = list(patterns)

    def __len__(self):
        return len(self.patterns)

    @classmethod
    def from_lines(cls, lines):
        """Compile the pattern lines (e.g. a ``.gitignore`` file object)."""
        if isinstance(lines, str):
            raise TypeError("lines:{!r} is not an iterable.".format(lines))
        patterns = [GitWildMatchPattern(line) for line in lines if line]
        return cls(patterns)

    def match_file(self, file):
        """Matches the file to this path-spec; the last matching pattern wins."""
        norm_file = normalize_file(file)
        matched = False
        for pattern in self.patterns:
            if pattern.include is not None and pattern.match_file(norm_file):
                matched = pattern.include
        return matched

    def match_files(self, files):
        return [file for file in files if self.match_file(file)]
