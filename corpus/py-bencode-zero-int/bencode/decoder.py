"""bencode.py - decoder."""

from .BTL import BencodeDecodeError


def decode_int(x, f):
    f += 1
    newf = x.index(b'e', f)
    n = int(x[f:newf])
    if x[f:f + 1] == b'-':
        if x[f + 1:f + 2] == b'0':
            raise ValueError
    elif x[f:f + 1] == b'0' and newf != f + 2:
        raise ValueError
    return n, newf + 1


def decode_string(x, f):
    colon = x.index(b':', f)
    n = int(x[f:colon])

    if x[f:f + 1] == b'0' and colon != f + 1:
        raise ValueError

    colon += 1
    s = x[colon:colon + n]

    try:
        return s.decode('utf-8'), colon + n
    except UnicodeDecodeError:
        return bytes(s), colon + n


def decode_list(x, f):
    r, f = [], f + 1
    while x[f:f + 1] != b'e':
        v, f = decode_func[x[f:f + 1]](x, f)
        r.append(v)
    return r, f + 1


def decode_dict(x, f):
    r, f = {}, f + 1
    while x[f:f + 1] != b'e':
        k, f = decode_string(x, f)
        r[k], f = decode_func[x[f:f + 1]](x, f)
    return r, f + 1


decode_func = {
    b'l': decode_list,
    b'i': decode_int,
    b'd': decode_dict,
}
for _digit in b'0123456789':
    decode_func[bytes([_digit])] = decode_string


def bdecode(value):
    """Decode bencode formatted byte string ``value``."""
    if isinstance(value, str):
        value = value.encode('utf-8')

    try:
        r, l = decode_func[value[0:1]](value, 0)
    except (IndexError, KeyError, TypeError, ValueError):
        raise BencodeDecodeError("not a valid bencoded string")

    if l != len(value):
        raise BencodeDecodeError("invalid bencoded value (data after valid prefix)")

    return r
