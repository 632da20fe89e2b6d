"""Semantic version bumps implied by a list of commits."""


def parse_version(text):
    major, minor, patch = (int(part) for part in text.lstrip("v").split("."))
    return major, minor, patch


def bump_level(commits):
    level = None
    for commit in commits:
        if commit.breaking:
            return "major"
        if commit.type == "feat":
            level = "minor"
        elif commit.type in ("fix", "perf") and level is None:
            level = "patch"
    return level


def next_version(current, commits):
    major, minor, patch = parse_version(current)
    level = bump_level(commits)
    if level == "major":
        return f"{major + 1}.0.0"
    if level == "minor":
        return f"{major}.{minor + 1}.0"
    if level == "patch":
        return f"{major}.{minor}.{patch + 1}"
    return f"{major}.{minor}.{patch}"
