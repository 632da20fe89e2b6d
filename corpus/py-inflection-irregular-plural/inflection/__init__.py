# -*- coding: utf-8 -*-
"""
    inflection
    ~~~~~~~~~~~~

    A port of Ruby on Rails' inflector to Python.

    :copyright: (c) 2012-2020 by Janne Vanhala
    :license: MIT, see LICENSE for more details.
"""
import re
import unicodedata

from .rules import PLURALS, SINGULARS, UNCOUNTABLES

__version__ = '0.5.1'

__all__ = (
    "camelize", "humanize", "ordinal", "ordinalize",
    "parameterize", "pluralize", "singularize", "underscore",
)


def camelize(string: str, uppercase_first_letter: bool = True) -> str:
    """Convert strings to CamelCase."""
    if uppercase_first_letter:
        return re.sub(r"(?:^|_)(.)", lambda m: m.group(1).upper(), string)
    else:
        return string[0].lower() + camelize(string)[1:]


def humanize(word: str) -> str:
    """Capitalize the first word and turn underscores into spaces and strip a
    trailing ``"_id"``, if any."""
    word = re.sub(r"_id$", "", word)
    word = word.replace('_', ' ')
    word = re.sub(r"(?i)([a-z\d]*)", lambda m: m.group(1).lower(), word)
    word = re.sub(r"^\w", lambda m: m.group(0).upper(), word)
    return word


def ordinal(number: int) -> str:
    """Return the suffix that should be added to a number to denote the
    position in an ordered sequence such as 1st, 2nd, 3rd, 4th."""
    number = abs(int(number))
    if number % 100 in (11, 12, 13):
        return "th"
    else:
        return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def ordinalize(number: int) -> str:
    """Turn a number into an ordinal string used to denote the position in an
    ordered sequence such as 1st, 2nd, 3rd, 4th."""
    return "{}{}".format(number, ordinal(number))


def parameterize(string: str, separator: str = '-') -> str:
    """Replace special characters in a string so that it may be used as part
    of a 'pretty' URL."""
    string = unicodedata.normalize('NFKD', string).encode('ascii', 'ignore').decode('ascii')
    string = re.sub(r"(?i)[^a-z0-9\-_]+", separator, string)
    if separator:
        re_sep = re.escape(separator)
        string = re.sub(r'%s{2,}' % re_sep, separator, string)
        string = re.sub(r"(?i)^{sep}|{sep}$".format(sep=re_sep), '', string)
    return string.lower()


def pluralize(word: str) -> str:
    """Return the plural form of a word."""
    if not word or word.lower() in UNCOUNTABLES:
        return word
    else:
        for rule, replacement in PLURALS:
            if re.search(rule, word):
                return re.sub(rule, replacement, word)
        return word


def singularize(word: str) -> str:
    """Return the singular form of a word, the reverse of :func:`pluralize`."""
    for inflection in UNCOUNTABLES:
        if re.search(r'(?i)\b(%s)\Z' % inflection, word):
            return word

    for rule, replacement in SINGULARS:
        if re.search(rule, word):
            return re.sub(rule, replacement, word)
    return word


def underscore(word: str) -> str:
    """Make an underscored, lowercase form from the expression in the string."""
    word = re.sub(r"([A-Z]+)([A-Z][a-z])", r'\1_\2', word)
    word = re.sub(r"([a-z\d])([A-Z])", r'\1_\2', word)
    word = word.replace("-", "_")
    return word.lower()
