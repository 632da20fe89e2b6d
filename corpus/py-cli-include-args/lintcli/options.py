"""Parsed command line options and their defaults."""

from dataclasses import dataclass, field

DEFAULT_EXCLUDES = (".git", "node_modules", "__pycache__")
DEFAULT_MAX_LINE = 100
FORMATS = ("text", "json", "github")


@dataclass
class Options:
    paths: list = field(default_factory=list)
    includes: list = field(default_factory=list)
    excludes: list = field(default_factory=lambda: list(DEFAULT_EXCLUDES))
    max_line: int = DEFAULT_MAX_LINE
    output_format: str = "text"
    quiet: bool = False

    def wants(self, path):
        """Should `path` be linted under the include/exclude filters?"""
        parts = path.replace("\\", "/").split("/")
        if any(part in self.excludes for part in parts):
            return False
        if not self.includes:
            return True
        return any(path.startswith(prefix.rstrip("/") + "/") or path == prefix
                   for prefix in self.includes)
