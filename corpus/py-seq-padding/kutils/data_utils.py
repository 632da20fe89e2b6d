"""Preparing variable-length integer sequences for a model."""

from .sequence_utils import check_mode, pad, truncate


def pad_sequences(sequences, maxlen=None, dtype=int, padding="pre", truncating="pre", value=0):
    """Pads sequences to the same length, as keras.preprocessing.sequence.pad_sequences does.

    Sequences longer than maxlen are truncated; by default both padding and truncation happen
    at the start ('pre'), so the most recent items are kept.
    """
    check_mode("Padding", padding)
    check_mode("Truncating", truncating)
    lengths = []
    for x in sequences:
        if not hasattr(x, "__len__"):
            raise ValueError("`sequences` must be a list of iterables. Found non-iterable: " + str(x))
        lengths.append(len(x))
    if maxlen is None:
        maxlen = max(lengths) if lengths else 0
    result = []
    for s in sequences:
        if not len(s):
            result.append([value] * maxlen)
            continue
        trunc = [dtype(v) for v in truncate(s, maxlen, truncating)]
        result.append(pad(trunc, maxlen, padding, value))
    return result


def batches(items, batch_size):
    """Splits items into consecutive batches; the last one may be shorter."""
    if batch_size < 1:
        raise ValueError("batch_size must be positive")
    return [items[i:i + batch_size] for i in range(0, len(items), batch_size)]
