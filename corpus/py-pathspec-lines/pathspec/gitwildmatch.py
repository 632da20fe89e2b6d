"""
This module implements Git's wildmatch pattern matching (reduced).
"""

import re


class GitWildMatchPattern(object):
    """Represents a compiled Git wildmatch pattern."""

    def __init__(self, pattern):
        self.pattern = pattern
        regex, self.include = self.pattern_to_regex(pattern)
        self.regex = re.compile(regex) if regex is not None else None

    def match_file(self, file):
        return self.regex is not None and self.regex.match(file) is not None

    @classmethod
    def pattern_to_regex(cls, pattern):
        """Convert the pattern into a regular expression; return ``(regex, include)``."""
        if not pattern or pattern.startswith('#'):
            return None, None
        include = True
        if pattern.startswith('!'):
            include = False
            pattern = pattern[1:]
        if pattern.startswith('\\'):
            pattern = pattern[1:]
        dir_only = pattern.endswith('/')
        pattern = pattern.rstrip('/')
        anchored = '/' in pattern
        pattern = pattern.lstrip('/')

        output = ['^'] if anchored else ['^(?:.+/)?']
        parts = pattern.split('/')
        for i, part in enumerate(parts):
            if part == '**':
                if i == 0:
                    output.append('(?:.+/)?')
                elif i == len(parts) - 1:
                    output.append('/.*')
                else:
                    output.append('(?:/.+)?/')
                continue
            if i and parts[i - 1] != '**':
                output.append('/')
            output.append(cls._translate_segment_glob(part))
        output.append('/.*$' if dir_only else '(?:/.*)?$')
        return ''.join(output), include

    @staticmethod
    def _translate_segment_glob(pattern):
        out = []
        for char in pattern:
            if char == '*':
                out.append('[^/]*')
            elif char == '?':
                out.append('[^/]')
            else:
                out.append(re.escape(char))
        return ''.join(out)
