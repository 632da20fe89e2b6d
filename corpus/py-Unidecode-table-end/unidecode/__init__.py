"""Transliterate Unicode text into plain 7-bit ASCII.

Example usage:

>>> from unidecode import unidecode
>>> unidecode("\u5317\u4EB0")
"Bei Jing "
"""
import warnings
from typing import Dict, Optional, Sequence

Cache = {}  # type: Dict[int, Optional[Sequence[Optional[str]]]]


class UnidecodeError(ValueError):
    def __init__(self, message: str, index: Optional[int] = None) -> None:
        """Raised for Unidecode-related errors; index is the offending position."""
        super(UnidecodeError, self).__init__(message)
        self.index = index


def unidecode_expect_ascii(string: str, errors: str = 'ignore', replace_str: str = '?') -> str:
    """Transliterate an Unicode object into an ASCII string

    This function first tries to convert the string using ASCII codec.
    If it fails (because of non-ASCII characters), it falls back to
    transliteration using the character tables.
    """
    try:
        string.encode('ASCII')
    except UnicodeEncodeError:
        return _unidecode(string, errors, replace_str)
    return string


def unidecode_expect_nonascii(string: str, errors: str = 'ignore', replace_str: str = '?') -> str:
    """Transliterate an Unicode object into an ASCII string"""
    return _unidecode(string, errors, replace_str)


unidecode = unidecode_expect_ascii


def _get_repl_str(char: str) -> Optional[str]:
    codepoint = ord(char)

    if codepoint < 0x80:
        return str(char)

    if codepoint > 0xeffff:
        # No data on characters in Private Use Area and above.
        return None

    if 0xd800 <= codepoint <= 0xdfff:
        warnings.warn("Surrogate character %r will be ignored." % (char,),
                      RuntimeWarning, 2)

    section = codepoint >> 8   # Chop off the last two hex digits
    position = codepoint % 256  # Last two hex digits

    try:
        table = Cache[section]
    except KeyError:
        try:
            mod = __import__('unidecode.x%03x' % (section), globals(), locals(), ['data'])
        except ImportError:
            # No data on this character
            Cache[section] = None
            return None

        Cache[section] = table = mod.data

    if table and len(table) >= position:
        return table[position]
    else:
        return None


def _unidecode(string: str, errors: str, replace_str: str) -> str:
    retval = []

    for index, char in enumerate(string):
        repl = _get_repl_str(char)

        if repl is None:
            if errors == 'ignore':
                repl = ''
            elif errors == 'strict':
                raise UnidecodeError('no replacement found for character %r '
                                     'in position %d' % (char, index), index)
            elif errors == 'replace':
                repl = replace_str
            elif errors == 'preserve':
                repl = char
            else:
                raise UnidecodeError('invalid value for errors parameter %r' % (errors,))

        retval.append(repl)

    return ''.join(retval)
