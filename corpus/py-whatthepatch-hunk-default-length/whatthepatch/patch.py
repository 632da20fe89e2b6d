# -*- coding: utf-8 -*-

import re
from collections import namedtuple

header = namedtuple(
    "header",
    "index_path old_path old_version new_path new_version",
)

diffobj = namedtuple("diffobj", "header changes text")
Change = namedtuple("Change", "old new line hunk")

file_timestamp_str = "(.+?)(?:(?:\t|:|  +)(.*))?"
# .+? was previously [^:\t\n\r\f\v]+

# general diff regex
diffcmd_header = re.compile("^diff.* (.+) (.+)$")
unified_header_index = re.compile("^Index: (.+)$")
unified_header_old_line = re.compile(r"^--- " + file_timestamp_str + "$")
unified_header_new_line = re.compile(r"^\+\+\+ " + file_timestamp_str + "$")
unified_hunk_start = re.compile(r"^@@ -(\d+),?(\d*) \+(\d+),?(\d*) @@(.*)$")
unified_change = re.compile("^([-+ ])(.*)$")

# git has a special index header and no end part
git_diffcmd_header = re.compile("^diff --git a/(.+) b/(.+)$")
git_header_index = re.compile(r"^index ([a-f0-9]+)..([a-f0-9]+) ?(\d*)$")
git_header_old_line = re.compile("^--- (.+)$")
git_header_new_line = re.compile(r"^\+\+\+ (.+)$")


def parse_patch(text):
    try:
        lines = text.splitlines()
    except AttributeError:
        lines = text

    # maybe use this to nuke all of those line endings?
    # lines = [x.splitlines()[0] for x in lines]
    lines = [x if len(x) == 0 else x.splitlines()[0] for x in lines]

    check = [
        unified_header_index,
        diffcmd_header,
        unified_header_old_line,
    ]

    diffs = []
    for c in check:
        diffs = split_by_regex(lines, c)
        if len(diffs) > 1:
            break

    for diff in diffs:
        difftext = "\n".join(diff) + "\n"
        h = parse_header(diff)
        d = parse_diff(diff)
        if h or d:
            yield diffobj(header=h, changes=d, text=difftext)


def parse_header(text):
    h = parse_git_header(text)
    if h is None:
        h = parse_unified_header(text)
    return h


def parse_unified_header(text):
    lines = list(text)
    headers = findall_regex(lines, unified_header_new_line)
    if len(headers) == 0:
        return None

    index_path = None
    while len(lines) > 1:
        i = unified_header_index.match(lines[0])
        if i:
            index_path = i.group(1)
        o = unified_header_old_line.match(lines[0])
        del lines[0]
        if o:
            n = unified_header_new_line.match(lines[0])
            del lines[0]
            if n:
                over = o.group(2)
                if not over:
                    over = None

                nver = n.group(2)
                if not nver:
                    nver = None

                return header(
                    index_path=index_path,
                    old_path=o.group(1),
                    old_version=over,
                    new_path=n.group(1),
                    new_version=nver,
                )

    return None


def parse_git_header(text):
    lines = list(text)
    if not lines or git_diffcmd_header.match(lines[0]) is None:
        return None

    old_version = None
    new_version = None
    old_path = None
    new_path = None
    for line in lines[1:]:
        g = git_header_index.match(line)
        if g:
            old_version = g.group(1)
            new_version = g.group(2)
            continue

        o = git_header_old_line.match(line)
        if o:
            old_path = o.group(1)

        n = git_header_new_line.match(line)
        if n:
            new_path = n.group(1)

        if old_path and new_path:
            if old_path.startswith("a/"):
                old_path = old_path[2:]

            if new_path.startswith("b/"):
                new_path = new_path[2:]
            return header(
                index_path=None,
                old_path=old_path,
                old_version=old_version,
                new_path=new_path,
                new_version=new_version,
            )

    return None


def parse_diff(text):
    try:
        lines = text.splitlines()
    except AttributeError:
        lines = text

    if findall_regex(lines, unified_hunk_start):
        return parse_unified_diff(lines)

    return None


def parse_unified_diff(text):
    try:
        lines = text.splitlines()
    except AttributeError:
        lines = text

    old = 0
    new = 0
    r = 0
    i = 0
    old_len = 0
    new_len = 0
    changes = list()

    hunks = split_by_regex(lines, unified_hunk_start)
    for hunk_n, hunk in enumerate(hunks):
        # reset counters
        r = 0
        i = 0
        h = unified_hunk_start.match(hunk[0]) if hunk else None
        if h is None:
            # the lines in front of the first hunk are the header
            continue

        # The hunk header @@ -1,6 +1,6 @@ means:
        # - Start at line 1 in the old file and show 6 lines
        # - Start at line 1 in the new file and show 6 lines
        old = int(h.group(1))
        old_len = _hunk_length(h.group(2))
        new = int(h.group(3))
        new_len = _hunk_length(h.group(4))

        for n in hunk[1:]:
            c = unified_change.match(n)
            if c:
                kind = c.group(1)
                line = c.group(2)

                if kind == "-" and r != old_len:
                    changes.append(Change(old + r, None, line, hunk_n - 1))
                    r += 1
                elif kind == "+" and i != new_len:
                    changes.append(Change(None, new + i, line, hunk_n - 1))
                    i += 1
                elif kind == " " and r != old_len and i != new_len:
                    changes.append(Change(old + r, new + i, line, hunk_n - 1))
                    r += 1
                    i += 1

    if len(changes) > 0:
        return changes

    return None


def _hunk_length(group):
    # A hunk header may leave out the line count, e.g. @@ -3 +3 @@
    if len(group) > 0:
        return int(group)
    return 0


def split_by_regex(items, regex):
    splits = list()
    indices = findall_regex(items, regex)
    k = None
    for i in indices:
        if k is None:
            splits.append(items[0:i])
            k = i
        else:
            splits.append(items[k:i])
            k = i

    splits.append(items[k:])

    return splits


def findall_regex(items, regex):
    found = list()
    for i in range(0, len(items)):
        k = regex.match(items[i])
        if k:
            found.append(i)
            k = None

    return found
