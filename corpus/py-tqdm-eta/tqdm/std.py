"""
Customisable progressbar decorator for iterators.
"""
from .utils import Bar, disp_len

__all__ = ['tqdm']


class tqdm(object):
    """
    Decorate an iterable object, returning an iterator which acts exactly
    like the original iterable, but prints a dynamically updating
    progressbar every time a value is requested.
    """

    @staticmethod
    def format_sizeof(num, suffix='', divisor=1000):
        """Formats a number (greater than unity) with SI Order of Magnitude prefixes."""
        for unit in ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z']:
            if abs(num) < 999.5:
                if abs(num) < 99.95:
                    if abs(num) < 9.995:
                        return f'{num:1.2f}{unit}{suffix}'
                    return f'{num:2.1f}{unit}{suffix}'
                return f'{num:3.0f}{unit}{suffix}'
            num /= divisor
        return f'{num:3.1f}Y{suffix}'

    @staticmethod
    def format_interval(t):
        """Formats a number of seconds as a clock time, [H:]MM:SS"""
        mins, s = divmod(int(t), 60)
        h, m = divmod(mins, 60)
        return f'{h:d}:{m:02d}:{s:02d}' if h else f'{m:02d}:{s:02d}'

    @staticmethod
    def format_meter(n, total, elapsed, ncols=None, prefix='', unit='it',
                     unit_scale=False, rate=None, postfix=None):
        """Return a string-based progress bar given some parameters."""
        if total and n >= (total + 0.5):  # allow float imprecision (#849)
            total = None
        format_sizeof = tqdm.format_sizeof
        format_interval = tqdm.format_interval
        elapsed_str = format_interval(elapsed)
        if rate is None and elapsed:
            rate = n / elapsed
        rate_fmt = ((format_sizeof(rate) if unit_scale else f'{rate:5.2f}')
                    if rate else '?') + unit + '/s'
        postfix = ', ' + postfix if postfix else ''
        n_fmt = format_sizeof(n) if unit_scale else str(n)
        total_fmt = format_sizeof(total) if unit_scale and total else str(total)
        remaining = (n - total) / rate if rate and total else 0
        remaining_str = format_interval(remaining) if rate else '?'
        l_bar = (prefix + ': ') if prefix else ''
        if not total:
            return f'{l_bar}{n_fmt}{unit} [{elapsed_str}, {rate_fmt}{postfix}]'
        frac = n / total
        l_bar += f'{frac * 100:3.0f}%|'
        r_bar = f'| {n_fmt}/{total_fmt} [{elapsed_str}<{remaining_str}, {rate_fmt}{postfix}]'
        if ncols == 0:
            return l_bar[:-1] + r_bar[1:]
        width = max(1, ncols - disp_len(l_bar) - disp_len(r_bar)) if ncols else 10
        return l_bar + format(Bar(frac), str(width)) + r_bar

