"""Decide which links found on an index page are candidates for a project."""

from .utils import WHEEL_EXTENSION, canonicalize_name, is_archive_file, splitext
from .wheel import InvalidWheelFilename, Wheel


class Candidate:
    def __init__(self, name, version, link):
        self.name = name
        self.version = version
        self.link = link

    def __repr__(self):
        return f"<Candidate {self.name} {self.version} ({self.link})>"


class LinkEvaluator:
    def __init__(self, project_name, supported_tags):
        self.project_name = project_name
        self._canonical_name = canonicalize_name(project_name)
        self._supported_tags = list(supported_tags)

    def evaluate_link(self, link):
        """Return (True, version) for a usable link, else (False, reason)."""
        filename = link.rsplit("/", 1)[-1].split("#", 1)[0]
        if not is_archive_file(filename):
            return (False, f"unsupported archive format: {filename}")
        base, ext = splitext(filename)
        if ext == WHEEL_EXTENSION:
            try:
                wheel = Wheel(filename)
            except InvalidWheelFilename:
                return (False, "invalid wheel filename")
            if canonicalize_name(wheel.name) != self._canonical_name:
                return (False, f"wrong project name (not {self.project_name})")
            if not wheel.supported(self._supported_tags):
                return (False, "none of the wheel's tags are compatible")
            return (True, wheel.version)
        name, sep, version = base.rpartition("-")
        if not sep or canonicalize_name(name) != self._canonical_name:
            return (False, f"wrong project name (not {self.project_name})")
        return (True, version)

    def find_candidates(self, links):
        found = []
        for link in links:
            ok, detail = self.evaluate_link(link)
            if ok:
                found.append(Candidate(self.project_name, detail, link))
        return found
