# SPDX-License-Identifier: MIT
from rapidfuzz.distance import Indel


def ratio(s1, s2, *, processor=None, score_cutoff=None):
    """
    Calculates the normalized Indel similarity.

    Returns
    -------
    similarity : float
        similarity between s1 and s2 as a float between 0 and 100
    """
    if s1 is None or s2 is None:
        return 0

    if score_cutoff is not None:
        score_cutoff /= 100

    score = Indel.normalized_similarity(s1, s2, processor=processor, score_cutoff=score_cutoff)
    return score * 100


def _sorted_split(s):
    return " ".join(sorted(str(s).split()))


def token_sort_ratio(s1, s2, *, processor=None, score_cutoff=None):
    """
    Sorts the words in the strings and calculates the fuzz.ratio between them

    Returns
    -------
    similarity : float
        similarity between s1 and s2 as a float between 0 and 100
    """
    if s1 is None or s2 is None:
        return 0

    if processor is not None:
        s1 = processor(s1)
        s2 = processor(s2)

    return ratio(_sorted_split(s1), _sorted_split(s2))
