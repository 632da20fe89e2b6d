import re

XMLSPECIAL = '[&<>"]'
reXmlSpecial = re.compile(XMLSPECIAL)


def replace_unsafe_char(s):
    if s == '&':
        return '&amp;'
    elif s == '<':
        return '&lt;'
    elif s == '>':
        return '&gt;'
    elif s == '"':
        return '&quot;'
    return s


def escape_xml(s):
    if s is None:
        return ''
    return re.sub(reXmlSpecial, lambda m: replace_unsafe_char(m.group()), s)
