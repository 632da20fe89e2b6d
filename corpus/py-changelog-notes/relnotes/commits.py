"""Parsing Conventional Commits messages ("feat(api)!: subject\n\nbody\n\nfooters")."""
import re
from dataclasses import dataclass
from typing import Optional

HEADER_RE = re.compile(r"^(?P<type>[a-z]+)(?:\((?P<scope>[^()\s]+)\))?(?P<bang>!)?: (?P<subject>\S.*)$")
BREAKING_RE = re.compile(r"^BREAKING[ -]CHANGE: (?P<note>.+)$", re.MULTILINE)


@dataclass
class Commit:
    sha: str
    type: str
    scope: Optional[str]
    subject: str
    breaking: bool = False
    breaking_note: Optional[str] = None


def parse_commit(sha, message):
    """A Commit, or None for messages that do not follow the convention (merges, reverts...)."""
    header, _, rest = message.strip().partition("\n")
    m = HEADER_RE.match(header.strip())
    if m is None:
        return None
    commit = Commit(sha[:7], m["type"], m["scope"], m["subject"].strip())
    footer = BREAKING_RE.match(rest.strip())
    if footer is not None:
        commit.breaking = True
        commit.breaking_note = footer["note"].strip()
    elif m["bang"]:
        commit.breaking = True
        commit.breaking_note = commit.subject
    return commit


def parse_log(entries):
    """[(sha, message)] -> [Commit], skipping unconventional messages."""
    commits = []
    for sha, message in entries:
        commit = parse_commit(sha, message)
        if commit is not None:
            commits.append(commit)
    return commits
