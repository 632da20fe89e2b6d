"""Helpers shared by the git rules."""

import difflib
import re

MISSING_PATHSPEC = re.compile(r"error: pathspec '([^']*)' did not match any file\(s\) known to git")


def is_git(command):
    parts = command.script_parts
    return bool(parts) and parts[0] in ("git", "hub")


def missing_pathspec(output):
    match = MISSING_PATHSPEC.search(output)
    return match.group(1) if match else None


def get_branches(branch_listing):
    """Branch names from the output of `git branch -a --no-color --no-column`."""
    for line in branch_listing.splitlines():
        if "->" in line:  # remote HEAD, like "  remotes/origin/HEAD -> origin/main"
            continue
        if line.startswith("*"):
            line = line.split(" ")[1]
        if line.strip().startswith("remotes/"):
            line = "/".join(line.split("/")[2:])
        yield line


def get_closest(word, possibilities, cutoff=0.6):
    matches = difflib.get_close_matches(word, possibilities, 1, cutoff)
    return matches[0] if matches else None


def replace_argument(script, old, new):
    replaced = re.sub(r" {}$".format(re.escape(old)), " {}".format(new), script, count=1)
    if replaced == script:
        replaced = script.replace(" {} ".format(old), " {} ".format(new), 1)
    return replaced
