"""Compares pinned requirements with installed distributions."""

from .names import canonical
from .requirements import parse


def check(requirements_text, installed):
    """`installed` maps project names to versions. Returns a list of problems, sorted by name:
    ('missing', name, pin) and ('mismatch', name, pin, installed_version)."""
    have = {canonical(k): v for k, v in installed.items()}
    problems = []
    for req in parse(requirements_text):
        version = have.get(req.name)
        if version is None:
            problems.append(("missing", req.name, req.pinned))
        elif req.pinned is not None and req.pinned != version:
            problems.append(("mismatch", req.name, req.pinned, version))
    return sorted(problems, key=lambda p: p[1])
