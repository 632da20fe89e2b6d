"""Text helpers, ported from django.utils.text."""

import re


def capfirst(x):
    """Capitalize the first letter of a string."""
    return str(x)[0].upper() + str(x)[1:]


def get_text_list(list_, last_word="or"):
    """
    >>> get_text_list(['a', 'b', 'c', 'd'])
    'a, b, c or d'
    >>> get_text_list(['a'])
    'a'
    """
    if not list_:
        return ""
    if len(list_) == 1:
        return str(list_[0])
    return "%s %s %s" % (", ".join(str(i) for i in list_[:-1]), str(last_word), str(list_[-1]))


def camel_case_to_spaces(value):
    """'OrderLineItem' -> 'order line item'."""
    return re.sub(r"(((?<=[a-z])[A-Z])|([A-Z](?![A-Z]|$)))", r" \1", value).strip().lower()


def truncate_words(text, num, truncate="…"):
    words = text.split()
    if len(words) <= num:
        return " ".join(words)
    return " ".join(words[:num]) + truncate
