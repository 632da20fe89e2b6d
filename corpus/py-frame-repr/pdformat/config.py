"""A tiny options registry: get_option / set_option / option_context."""

from contextlib import contextmanager

_options = {
    "display.max_seq_items": 100,
    "display.max_rows": 60,
    "display.width": 80,
}


def get_option(key):
    if key not in _options:
        raise KeyError(f"No such option: {key}")
    return _options[key]


def set_option(key, value):
    get_option(key)
    _options[key] = value


@contextmanager
def option_context(*args):
    if len(args) % 2:
        raise ValueError("Need to invoke as option_context(pat, val, [(pat, val), ...]).")
    pairs = list(zip(args[::2], args[1::2]))
    saved = [(key, get_option(key)) for key, _ in pairs]
    try:
        for key, value in pairs:
            set_option(key, value)
        yield
    finally:
        for key, value in saved:
            set_option(key, value)
