"""Parses `git for-each-ref --format='%(objectname) %(refname) %(upstream) %(upstream:track)'`."""

from collections import namedtuple

from .refs import kind, short_name

Ref = namedtuple("Ref", "sha name kind upstream ahead behind gone")


def _track(text):
    """'[ahead 2, behind 1]' -> (2, 1, False); '[gone]' -> (0, 0, True)."""
    text = text.strip().strip("[]")
    ahead = behind = 0
    if text == "gone":
        return 0, 0, True
    for part in filter(None, (p.strip() for p in text.split(","))):
        word, _, count = part.partition(" ")
        if word == "ahead":
            ahead = int(count)
        elif word == "behind":
            behind = int(count)
    return ahead, behind, False


def parse(output):
    refs = []
    for line in output.splitlines():
        if not line.strip():
            continue
        sha, full, upstream, *track = line.split(" ", 3)
        ahead, behind, gone = _track(track[0] if track else "")
        refs.append(Ref(sha, short_name(full), kind(full), short_name(upstream) if upstream else None,
                        ahead, behind, gone))
    return refs


def branches(refs):
    return sorted(r.name for r in refs if r.kind == "branch")


def prunable(refs):
    """Local branches whose upstream was deleted on the remote, for `git branch -D`."""
    return sorted(r.name for r in refs if r.kind == "branch" and r.gone)
