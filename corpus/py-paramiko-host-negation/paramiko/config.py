"""
Configuration file (aka ``ssh_config``) support.
"""

import fnmatch
import re

from .ssh_exception import ConfigParseError

SSH_PORT = 22


class SSHConfigDict(dict):
    """A dictionary wrapper/subclass for per-host configuration structures."""

    def as_int(self, key):
        return int(self[key])


class SSHConfig:
    """
    Representation of config information as stored in the format used by
    OpenSSH. Queries can be made via `lookup`.
    """

    SETTINGS_REGEX = re.compile(r"(\w+)(?:\s*=\s*|\s+)(.+)")

    def __init__(self):
        self._config = []

    @classmethod
    def from_text(cls, text):
        obj = cls()
        obj.parse(text.splitlines())
        return obj

    def parse(self, file_obj):
        context = {"host": ["*"], "config": {}}
        for line in file_obj:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            match = re.match(self.SETTINGS_REGEX, line)
            if not match:
                raise ConfigParseError("Unparsable line {}".format(line))
            key = match.group(1).lower()
            value = match.group(2)
            if key == "host":
                self._config.append(context)
                context = {"config": {}, "host": value.split()}
            elif key == "identityfile":
                context["config"].setdefault(key, []).append(value)
            elif key not in context["config"]:
                context["config"][key] = value
        self._config.append(context)

    def lookup(self, hostname):
        options = SSHConfigDict()
        for context in self._config:
            if not self._pattern_matches(context.get("host", []), hostname):
                continue
            for key, value in context["config"].items():
                if key not in options:
                    options[key] = value[:] if value is not None else value
                elif key == "identityfile":
                    options[key].extend(x for x in value if x not in options[key])
        if "hostname" not in options:
            options["hostname"] = hostname
        options["hostname"] = options["hostname"].replace("%h", hostname)
        return options

    def _pattern_matches(self, patterns, target):
        # Convenience auto-splitter if not already a list
        if hasattr(patterns, "split"):
            patterns = patterns.split(",")
        match = False
        for pattern in patterns:
            # Short-circuit if target matches a negated pattern
            if pattern.startswith("!") and fnmatch.fnmatch(target, pattern):
                return False
            # Flag a match, but continue (in case of later negation) if regular
            # match occurs
            elif fnmatch.fnmatch(target, pattern):
                match = True
        return match

    def get_hostnames(self):
        hosts = set()
        for entry in self._config:
            hosts.update(entry["host"])
        return hosts
