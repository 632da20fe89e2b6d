"""
ftfy: fixes text for you

This is a module for making text less broken.
"""
from typing import NamedTuple

from ftfy import fixes

__version__ = "6.1.1"


class TextFixerConfig(NamedTuple):
    remove_control_chars: bool = True
    uncurl_quotes: bool = True
    fix_latin_ligatures: bool = True
    fix_line_breaks: bool = True


FIXERS = ["remove_control_chars", "fix_line_breaks", "fix_latin_ligatures", "uncurl_quotes"]


def fix_and_explain(text: str, config=None, **kwargs):
    """
    Fix text as a single segment, returning the fixed text and an explanation
    of what was fixed.
    """
    if config is None:
        config = TextFixerConfig()
    config = config._replace(**kwargs)
    steps = []
    fixed = fixes.remove_bom(text)
    if fixed != text:
        steps.append(("apply", "remove_bom"))
    for fixer in FIXERS:
        if getattr(config, fixer):
            result = getattr(fixes, fixer)(fixed)
            if result != fixed:
                steps.append(("apply", fixer))
            fixed = result
    return fixed, steps


def fix_text(text: str, config=None, **kwargs) -> str:
    r"""
    Given Unicode text as input, fix inconsistencies and glitches in it.

        >>> fix_text('ünicode')
        'ünicode'
    """
    fixed, _ = fix_and_explain(text, config, **kwargs)
    return fixed
