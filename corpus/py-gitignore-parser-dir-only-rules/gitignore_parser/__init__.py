"""A spec-compliant gitignore parser for Python.

Usage::

    matches = parse_gitignore('/home/michael/project/.gitignore')
    matches('/home/michael/project/main.py')
"""
from os.path import dirname

from .rule import IgnoreRule, _normalize_path, rule_from_pattern

__all__ = ['IgnoreRule', 'handle_negation', 'parse_gitignore', 'parse_gitignore_str']


def handle_negation(file_path, rules):
    """Return whether ``file_path`` is ignored, the last matching rule winning."""
    for rule in reversed(rules):
        if rule.match(file_path):
            return not rule.negation
    return False


def parse_gitignore(full_path, base_dir=None):
    """Parse the gitignore file at ``full_path`` and return a matcher function."""
    if base_dir is None:
        base_dir = dirname(full_path)
    base_dir = _normalize_path(base_dir)
    with open(full_path) as ignore_file:
        return _parse_gitignore_lines(ignore_file, full_path, base_dir)


def parse_gitignore_str(gitignore_str, base_dir):
    """Parse gitignore rules given as a string, relative to ``base_dir``."""
    full_path = base_dir + '/.gitignore'
    base_dir = _normalize_path(base_dir)
    lines = gitignore_str.splitlines()
    return _parse_gitignore_lines(lines, full_path, base_dir)


def _parse_gitignore_lines(lines, full_path, base_dir):
    rules = []
    for line_no, line in enumerate(lines, start=1):
        rule = rule_from_pattern(
            line.rstrip('\n'), base_path=base_dir, source=(full_path, line_no)
        )
        if rule:
            rules.append(rule)
    if not any(r.negation for r in rules):
        return lambda file_path: any(r.match(file_path) for r in rules)
    else:
        # We have negation rules. We can't use a simple "any" to evaluate them.
        # Later rules override earlier rules.
        return lambda file_path: handle_negation(file_path, rules)
