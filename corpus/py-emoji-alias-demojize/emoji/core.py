"""
emoji.core
~~~~~~~~~~

Core components for emoji.
"""

import re

from emoji import unicode_codes

__all__ = ['emojize', 'demojize', 'emoji_count', 'is_emoji']

_DEFAULT_DELIMITER = ':'
_EMOJI_RE = re.compile('|'.join(
    re.escape(e) for e in sorted(unicode_codes.EMOJI_DATA, key=len, reverse=True)))


def _name_index(language):
    index = {}
    for emj, data in unicode_codes.EMOJI_DATA.items():
        if language == 'alias':
            for name in data.get('alias', []) + [data['en']]:
                index.setdefault(name, emj)
        elif language in data:
            index[data[language]] = emj
    return index


def emojize(string, delimiters=(_DEFAULT_DELIMITER, _DEFAULT_DELIMITER), language='en'):
    """
    Replace emoji names in a string with Unicode codes.
        >>> print(emoji.emojize("Python is fun :thumbsup:", language='alias'))
        Python is fun 👍
    """
    index = _name_index(language)
    pattern = re.compile(u'(%s[\\w\\-&.’”“()!#*+,/]+%s)' % tuple(map(re.escape, delimiters)))

    def replace(match):
        name = ':' + match.group(1)[len(delimiters[0]):-len(delimiters[1])] + ':'
        return index.get(name, match.group(1))

    return pattern.sub(replace, string)


def demojize(string, delimiters=(_DEFAULT_DELIMITER, _DEFAULT_DELIMITER), language='en'):
    """
    Replace Unicode emoji in a string with emoji shortcodes.
        >>> print(emoji.demojize(u"Python is fun 👍"))
        Python is fun :thumbs_up:
    """

    def handle(match):
        item = unicode_codes.EMOJI_DATA[match.group(0)]
        if language == 'alias':
            name = item['alias'][0] if 'aliases' in item else item['en']
        else:
            name = item.get(language, item['en'])
        return delimiters[0] + name[1:-1] + delimiters[1]

    return _EMOJI_RE.sub(handle, string)


def emoji_count(string):
    """Returns the count of emojis in a string."""
    return len(_EMOJI_RE.findall(string))


def is_emoji(string):
    """Returns True if the string is a single emoji."""
    return string in unicode_codes.EMOJI_DATA
