"""
General helpers required for `tqdm.std`.
"""
from unicodedata import east_asian_width


class FormatReplace(object):
    """
    >>> a = FormatReplace('something')
    >>> f"{a:5d}"
    'something'
    """  # NOQA: P102
    def __init__(self, replace=''):
        self.replace = replace
        self.format_called = 0

    def __format__(self, _):
        self.format_called += 1
        return self.replace


def _text_width(s):
    return sum(2 if east_asian_width(ch) in 'FW' else 1 for ch in str(s))


def disp_len(data):
    """
    Returns the real on-screen length of a string which may contain
    wide unicode characters.
    """
    return _text_width(data)


class Bar(object):
    """`str.format`-able bar with format specifiers: `[width]`."""
    ASCII = " 123456789#"

    def __init__(self, frac, default_len=10):
        self.frac = max(0, min(1, frac))
        self.default_len = default_len

    def __format__(self, format_spec):
        n_bars = int(format_spec) if format_spec else self.default_len
        nsyms = len(self.ASCII) - 1
        bar_length, frac_bar_length = divmod(int(self.frac * n_bars * nsyms), nsyms)
        res = self.ASCII[-1] * bar_length
        if bar_length < n_bars:  # whitespace padding
            return res + self.ASCII[frac_bar_length] + self.ASCII[0] * (n_bars - bar_length - 1)
        return res
