# Human friendly input/output in Python.
#
# Author: Peter Odding <peter@peterodding.com>
# URL: https://humanfriendly.readthedocs.io

"""Simple text manipulation functions."""

import numbers
import re


def concatenate(items, conjunction='and', serial_comma=False):
    """
    Concatenate a list of items in a human friendly way.

    >>> concatenate(["eggs", "milk", "bread"])
    'eggs, milk and bread'
    """
    items = list(items)
    if len(items) > 1:
        final_item = items.pop()
        formatted = ', '.join(items)
        if serial_comma:
            formatted += ','
        return ' '.join([formatted, conjunction, final_item])
    elif items:
        return items[0]
    else:
        return ''


def pluralize(count, singular, plural=None):
    """
    Combine a count with the singular or plural form of a word.

    >>> pluralize(1, 'word')
    '1 word'
    >>> pluralize(10, 'word')
    '10 words'
    """
    if not plural:
        plural = singular + 's'
    return '%s %s' % (count, singular if float(count) == 1.0 else plural)


def round_number(count, keep_width=False):
    """
    Round a floating point number to two decimal places in a human friendly format.

    >>> round_number(1.0)
    '1'
    >>> round_number(3.14159)
    '3.14'
    """
    text = '%.2f' % float(count)
    if not keep_width:
        text = re.sub('0+$', '', text)
        text = re.sub(r'\.$', '', text)
    return text


def tokenize(text):
    """
    Tokenize a text into numbers and strings.

    >>> tokenize('42')
    [42]
    >>> tokenize('42MB')
    [42, 'MB']
    """
    tokenized_input = []
    for token in re.split(r'(\d+(?:\.\d+)?)', text):
        token = token.strip()
        if re.match(r'\d+\.\d+', token):
            tokenized_input.append(float(token))
        elif token.isdigit():
            tokenized_input.append(int(token))
        elif token:
            tokenized_input.append(token)
    return tokenized_input


def is_number(value):
    return isinstance(value, numbers.Number)
