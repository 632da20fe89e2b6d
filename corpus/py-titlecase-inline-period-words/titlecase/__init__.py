"""
titlecase.py v2 -- a port of titlecase.pl to Python.

Converts a string into title case, following the New York Times Manual of
Style rules for small words.
"""
import re

from titlecase.constants import (APOS_SECOND, CAPFIRST, INLINE_PERIOD, MAC_MC,
                                 SMALL_FIRST, SMALL_LAST, SMALL_WORDS, SUBPHRASE,
                                 UC_ELSEWHERE, UC_INITIALS)

__all__ = ['titlecase']
__version__ = '2.0.0'


class Immutable(object):
    pass


class ImmutableString(str, Immutable):
    pass


def _mark_immutable(text):
    return ImmutableString(text)


def _titlecase_word(word, all_caps, callback, small_first_last):
    """Title-case a single word of a line."""
    if callback:
        new_word = callback(word, all_caps=all_caps)
        if new_word:
            # Address #22: If a callback has done something specific, leave
            # this string alone from now on
            return _mark_immutable(new_word)
    if all_caps and UC_INITIALS.match(word):
        return word
    if APOS_SECOND.match(word):
        if len(word[0]) == 1 and word[0] not in 'aeiouAEIOU':
            word = word[0].lower() + word[1] + word[2].upper() + word[3:]
        else:
            word = word[0].upper() + word[1] + word[2].upper() + word[3:]
        return word
    match = MAC_MC.match(word)
    if match:
        return "%s%s" % (match.group(1).capitalize(),
                         titlecase(match.group(2), callback, small_first_last))
    if INLINE_PERIOD.search(word) and (not all_caps and UC_ELSEWHERE.match(word)):
        return word
    if SMALL_WORDS.match(word):
        return word.lower()
    if "/" in word and "//" not in word:
        slashed = map(lambda t: titlecase(t, callback, False), word.split('/'))
        return "/".join(slashed)
    if '-' in word:
        hyphenated = map(lambda t: titlecase(t, callback, small_first_last), word.split('-'))
        return "-".join(hyphenated)
    if all_caps:
        word = word.lower()
    # Just a normal word that needs to be capitalized
    return CAPFIRST.sub(lambda m: m.group(0).upper(), word)


def titlecase(text, callback=None, small_first_last=True):
    """
    Titlecases input text

    This filter changes all words to Title Caps, and attempts to be clever
    about *un*capitalizing SMALL words like a/an/the in the input.

    The list of "SMALL words" which are not capped comes from
    the New York Times Manual of Style, plus 'vs' and 'v'.
    """
    processed = []
    for line in re.split('[\r\n]+', text):
        all_caps = line.upper() == line
        words = re.split('[\t ]', line)
        tc_line = [_titlecase_word(word, all_caps, callback, small_first_last)
                   for word in words]
        if small_first_last and tc_line:
            if not isinstance(tc_line[0], Immutable):
                tc_line[0] = SMALL_FIRST.sub(
                    lambda m: '%s%s' % (m.group(1), m.group(2).capitalize()), tc_line[0])
            if not isinstance(tc_line[-1], Immutable):
                tc_line[-1] = SMALL_LAST.sub(lambda m: m.group(0).capitalize(), tc_line[-1])
        result = " ".join(tc_line)
        result = SUBPHRASE.sub(lambda m: '%s%s' % (m.group(1), m.group(2).capitalize()), result)
        processed.append(result)
    return "\n".join(processed)
