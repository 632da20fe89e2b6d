"""Translation of gitignore glob patterns to regular expressions."""
import os
import re


def _seps():
    seps = [re.escape(os.sep)]
    if os.altsep is not None:
        seps.append(re.escape(os.altsep))
    return seps


def _translate_bracket(pattern, i, n, res):
    """Translate a ``[...]`` character class starting after index ``i - 1``."""
    j = i
    if j < n and pattern[j] == '!':
        j += 1
    if j < n and pattern[j] == ']':
        j += 1
    while j < n and pattern[j] != ']':
        j += 1
    if j >= n:
        res.append('\\[')
        return i
    stuff = pattern[i:j].replace('\\', '\\\\').replace('/', '')
    if stuff[0] == '!':
        stuff = ''.join(['^', stuff[1:]])
    elif stuff[0] == '^':
        stuff = ''.join('\\' + stuff)
    res.append('[{}]'.format(stuff))
    return j + 1


def fnmatch_pathname_to_regex(pattern, directory_only, negation, anchored=False):
    """Implements fnmatch style-behavior, as though with FNM_PATHNAME flagged;
    the path separator will not match shell-style '*' and '.' wildcards.
    """
    i, n = 0, len(pattern)
    seps = _seps()
    seps_group = '[' + '|'.join(seps) + ']'
    nonsep = r'[^{}]'.format('|'.join(seps))

    res = []
    while i < n:
        c = pattern[i]
        i += 1
        if c == '*':
            if i < n and pattern[i] == '*':
                i += 1
                if i < n and pattern[i] == '/':
                    i += 1
                    res.append(''.join(['(.*', seps_group, ')?']))
                else:
                    res.append('.*')
            else:
                res.append(''.join([nonsep, '*']))
        elif c == '?':
            res.append(nonsep)
        elif c == '/':
            res.append(seps_group)
        elif c == '[':
            i = _translate_bracket(pattern, i, n, res)
        else:
            res.append(re.escape(c))
    if anchored:
        res.insert(0, '^')
    else:
        res.insert(0, f"(^|{seps_group})")
    if not directory_only:
        res.append('$')
    elif directory_only and negation:
        res.append('/$')
    else:
        res.append('($|\\/)')
    return ''.join(res)
