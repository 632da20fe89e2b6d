"""Low-level helpers for cutting and padding a single sequence."""

VALID_MODES = ("pre", "post")


def check_mode(name, mode):
    if mode not in VALID_MODES:
        raise ValueError(f'{name} type "{mode}" not understood')


def truncate(seq, maxlen, truncating="pre"):
    """Keeps at most maxlen items: the last ones for 'pre', the first ones for 'post'."""
    if maxlen == 0:
        return []
    if truncating == "post":
        return list(seq[-maxlen:])
    return list(seq[:maxlen])


def pad(seq, maxlen, padding="pre", value=0):
    """Fills seq up to maxlen items with value, before ('pre') or after ('post') it."""
    filler = [value] * (maxlen - len(seq))
    if padding == "post":
        return list(seq) + filler
    return filler + list(seq)
