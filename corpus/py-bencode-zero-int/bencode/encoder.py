"""bencode.py - encoder."""


def encode_int(x, r):
    r.extend((b'i', str(x).encode(), b'e'))


def encode_bool(x, r):
    encode_int(1 if x else 0, r)


def encode_bytes(x, r):
    r.extend((str(len(x)).encode(), b':', x))


def encode_string(x, r):
    encode_bytes(x.encode('utf-8'), r)


def encode_list(x, r):
    r.append(b'l')
    for i in x:
        encode_func[type(i)](i, r)
    r.append(b'e')


def encode_dict(x, r):
    r.append(b'd')
    for k, v in sorted(x.items()):
        encode_func[type(k)](k, r)
        encode_func[type(v)](v, r)
    r.append(b'e')


encode_func = {
    int: encode_int,
    bool: encode_bool,
    bytes: encode_bytes,
    str: encode_string,
    list: encode_list,
    tuple: encode_list,
    dict: encode_dict,
}


def bencode(value):
    """Encode ``value`` into the bencode format."""
    r = []
    encode_func[type(value)](value, r)
    return b''.join(r)
