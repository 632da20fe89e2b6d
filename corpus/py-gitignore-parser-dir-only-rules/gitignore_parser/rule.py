"""Single gitignore rules: parsing a pattern line and matching paths."""
import collections
import re
from os.path import abspath
from pathlib import Path

from ._regex import fnmatch_pathname_to_regex


def _normalize_path(path):
    """Normalize a path without resolving symlinks."""
    return Path(abspath(path))


def rule_from_pattern(pattern, base_path=None, source=None):
    """Take a .gitignore match pattern, such as "*.py[cod]" or "**/*.bak",
    and return an IgnoreRule; comments and blank lines return None.
    """
    orig_pattern = pattern
    # Discard comments and separators
    if pattern.strip() == '' or pattern[0] == '#':
        return
    # Strip leading bang before examining double asterisks
    if pattern[0] == '!':
        negation = True
        pattern = pattern[1:]
    else:
        negation = False
    # Multi-asterisks not surrounded by slashes (or at the start/end) should
    # be treated like single-asterisks.
    pattern = re.sub(r'([^/])\*{2,}', r'\1*', pattern)
    pattern = re.sub(r'\*{2,}([^/])', r'*\1', pattern)
    # Special-casing '/', which doesn't match any files or directories
    if pattern.rstrip() == '/':
        return
    directory_only = pattern[-1] == '/'
    # A slash is a sign that we're tied to the base_path of our rule set.
    anchored = '/' in pattern[:-1]
    if pattern[0] == '/':
        pattern = pattern[1:]
    if pattern[0] == '*' and len(pattern) >= 2 and pattern[1] == '*':
        pattern = pattern[2:]
        anchored = False
    if pattern[0] == '/':
        pattern = pattern[1:]
    if pattern[-1] == '/':
        pattern = pattern[:-1]
    # patterns with leading hashes or exclamation marks are escaped with a
    # backslash in front, unescape it
    if pattern[0] == '\\' and pattern[1] in ('#', '!'):
        pattern = pattern[1:]
    regex = fnmatch_pathname_to_regex(
        pattern, negation, directory_only, anchored=bool(anchored)
    )
    return IgnoreRule(
        pattern=orig_pattern,
        regex=regex,
        negation=negation,
        directory_only=directory_only,
        anchored=anchored,
        base_path=_normalize_path(base_path) if base_path else None,
        source=source,
    )


IGNORE_RULE_FIELDS = [
    'pattern', 'regex', 'negation', 'directory_only', 'anchored', 'base_path', 'source',
]


class IgnoreRule(collections.namedtuple('IgnoreRule_', IGNORE_RULE_FIELDS)):
    def __str__(self):
        return self.pattern

    def __repr__(self):
        return ''.join(['IgnoreRule(\'', self.pattern, '\')'])

    def match(self, abs_path):
        if self.base_path:
            rel_path = _normalize_path(abs_path).relative_to(self.base_path).as_posix()
        else:
            rel_path = _normalize_path(abs_path).as_posix()
        # Path() strips the trailing slash, so we need to preserve it
        # in case of directory-only negation
        if self.negation and isinstance(abs_path, str) and abs_path[-1] == '/':
            rel_path += '/'
        if rel_path.startswith('./'):
            rel_path = rel_path[2:]
        return bool(re.search(self.regex, rel_path))
