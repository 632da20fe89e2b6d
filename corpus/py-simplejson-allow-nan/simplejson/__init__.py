from .encoder import JSONEncoder

_default_encoder = JSONEncoder()


def dumps(obj, allow_nan=True, sort_keys=False, separators=None):
    if allow_nan and not sort_keys and separators is None:
        return _default_encoder.encode(obj)
    return JSONEncoder(allow_nan=allow_nan, sort_keys=sort_keys, separators=separators).encode(obj)
