"""Sequence helpers, a reduced piece of funcy.seqs."""
from itertools import islice


def first(seq):
    """Returns the first item in the sequence.
       Returns None if the sequence is empty."""
    return next(iter(seq), None)


def last(seq):
    """Returns the last item in the sequence."""
    try:
        return seq[-1]
    except IndexError:
        return None
    except TypeError:
        item = None
        for item in seq:
            pass
        return item


def _cut_seq(drop_tail, n, step, seq):
    limit = len(seq) - n if drop_tail else len(seq)
    return (seq[i:i + n] for i in range(0, limit, step))


def _cut_iter(drop_tail, n, step, seq):
    it = iter(seq)
    pool = list(islice(it, n))
    while pool:
        if len(pool) < n and drop_tail:
            break
        yield pool
        pool = pool[step:]
        pool.extend(islice(it, step))


def _cut(drop_tail, n, step, seq=None):
    if seq is None:
        return _cut(drop_tail, n, n, step)
    if step <= 0:
        raise ValueError("step should be positive")
    if isinstance(seq, (list, tuple, str)):
        return _cut_seq(drop_tail, n, step, seq)
    return _cut_iter(drop_tail, n, step, seq)


def partition(n, step, seq=None):
    """Lazily partitions seq into parts of length n.
       Skips step items between parts if passed. Non-fitting tail is ignored."""
    return _cut(True, n, step, seq)


def chunks(n, step, seq=None):
    """Lazily chunks seq into parts of length n or less.
       Skips step items between parts if passed."""
    return _cut(False, n, step, seq)


def lpartition(n, step, seq=None):
    """Partitions seq into parts of length n, as a list."""
    return list(partition(n, step, seq))


def lchunks(n, step, seq=None):
    """Chunks seq into parts of length n or less, as a list."""
    return list(chunks(n, step, seq))
