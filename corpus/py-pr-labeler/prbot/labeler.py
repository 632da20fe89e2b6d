"""Decide which labels a pull request should carry."""

import fnmatch

from .events import parse_pull_request

PATH_LABELS = [
    ("docs/*", "documentation"),
    ("*.md", "documentation"),
    ("tests/*", "tests"),
    (".github/*", "ci"),
]
BRANCH_LABELS = [
    ("release/*", "backport"),
    ("gh-pages", "website"),
]


def labels_for(pr):
    labels = set()
    for pattern, label in PATH_LABELS:
        if any(fnmatch.fnmatch(path, pattern) for path in pr.files):
            labels.add(label)
    for pattern, label in BRANCH_LABELS:
        if fnmatch.fnmatch(pr.target_branch, pattern):
            labels.add(label)
    if pr.draft or pr.title.lower().startswith(("wip", "[wip]")):
        labels.add("work in progress")
    return labels


def handle_event(payload):
    """Return the labels to add to the pull request in ``payload`` (never ones it has)."""
    if payload.get("action") not in ("opened", "synchronize", "edited", "ready_for_review"):
        return set()
    pr = parse_pull_request(payload)
    return labels_for(pr) - pr.labels
