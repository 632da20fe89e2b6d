"""Ref names: full names like refs/heads/main and the short names git prints."""

HEADS = "refs/heads/"
TAGS = "refs/tags/"
REMOTES = "refs/remotes/"

KINDS = {HEADS: "branch", TAGS: "tag", REMOTES: "remote"}


def kind(ref):
    for prefix, name in KINDS.items():
        if ref.startswith(prefix):
            return name
    return "other"


def short_name(ref):
    """'refs/heads/feature/login' -> 'feature/login'; 'refs/remotes/origin/main' -> 'origin/main'."""
    for prefix in KINDS:
        if ref.startswith(prefix):
            return ref.lstrip(prefix)
    return ref
