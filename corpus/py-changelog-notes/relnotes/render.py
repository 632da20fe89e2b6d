"""Markdown release notes."""
from .commits import parse_log
from .version import next_version

SECTIONS = (("feat", "Features"), ("fix", "Bug Fixes"), ("perf", "Performance"))


def _line(commit):
    scope = f"**{commit.scope}:** " if commit.scope else ""
    return f"- {scope}{commit.subject} ({commit.sha})"


def release_notes(current_version, entries):
    commits = parse_log(entries)
    version = next_version(current_version, commits)
    out = [f"## {version}", ""]
    breaking = [c for c in commits if c.breaking]
    if breaking:
        out += ["### BREAKING CHANGES", ""]
        out += [f"- {c.breaking_note}" for c in breaking]
        out.append("")
    for type_, title in SECTIONS:
        chosen = [c for c in commits if c.type == type_]
        if chosen:
            out += [f"### {title}", ""] + [_line(c) for c in chosen] + [""]
    return "\n".join(out).rstrip() + "\n"
