# SPDX-License-Identifier: MIT


def _lcs_seq_similarity(s1, s2):
    if not s1 or not s2:
        return 0
    prev = [0] * (len(s2) + 1)
    for ch1 in s1:
        cur = [0]
        for j, ch2 in enumerate(s2):
            cur.append(prev[j] + 1 if ch1 == ch2 else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def distance(s1, s2, *, processor=None, score_cutoff=None):
    """Calculates the minimum number of insertions and deletions
    required to change one sequence into the other."""
    if processor is not None:
        s1 = processor(s1)
        s2 = processor(s2)
    maximum = len(s1) + len(s2)
    dist = maximum - 2 * _lcs_seq_similarity(s1, s2)
    return dist if (score_cutoff is None or dist <= score_cutoff) else score_cutoff + 1


def normalized_similarity(s1, s2, *, processor=None, score_cutoff=None):
    """Calculates a normalized indel similarity in the range [0, 1]."""
    if processor is not None:
        s1 = processor(s1)
        s2 = processor(s2)
    maximum = len(s1) + len(s2)
    norm_dist = distance(s1, s2) / maximum if maximum else 0
    norm_sim = 1.0 - norm_dist
    return norm_sim if (score_cutoff is None or norm_sim >= score_cutoff) else 0
