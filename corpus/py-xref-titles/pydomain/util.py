"""Helpers shared by the roles: explicit titles and whitespace handling."""

import re

# \x00 means the "<" was escaped with a backslash
explicit_title_re = re.compile(r'^(.+?)\s*(?<!\x00)<([^<]*?)>$', re.DOTALL)
ws_re = re.compile(r'\s+')


def split_explicit_title(text):
    """Split role content into title and target, if given."""
    match = explicit_title_re.match(text)
    if match:
        return True, match.group(1), match.group(2)
    return False, text, text


def unescape(text):
    """Undo the ``\\x00`` escaping done by the inliner."""
    return text.replace('\x00<', '<').replace('\x00', '')


def normalize_target(target):
    return ws_re.sub(' ', target.strip())
