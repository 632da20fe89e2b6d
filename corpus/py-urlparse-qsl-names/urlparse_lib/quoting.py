"""Percent-encoding helpers, as in Lib/urllib/parse.py."""
import re

_asciire = re.compile('([\x00-\x7f]+)')


def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        try:
            res.append(bytes.fromhex(item[:2].decode('ascii')))
            res.append(item[2:])
        except ValueError:
            res.append(b'%')
            res.append(item)
    return b''.join(res)


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by their single-character equivalent."""
    if '%' not in string:
        return string
    bits = _asciire.split(string)
    res = [bits[0]]
    append = res.append
    for i in range(1, len(bits), 2):
        append(unquote_to_bytes(bits[i]).decode(encoding, errors))
        append(bits[i + 1])
    return ''.join(res)


def quote_plus(string, safe=''):
    from urllib.parse import quote_plus as _stdlib_quote_plus
    return _stdlib_quote_plus(string, safe=safe)
