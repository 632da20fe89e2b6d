import itertools
import re

from .version import Version

_prefix_regex = re.compile(r"^([0-9]+)((?:a|b|c|rc)[0-9]+)$")


def _version_split(version):
    result = []
    epoch, _, rest = version.rpartition("!")
    result.append(epoch or "0")
    for item in rest.split("."):
        match = _prefix_regex.search(item)
        result.extend(match.groups() if match else [item])
    return result


def _version_join(components):
    epoch, *rest = components
    return f"{epoch}!{'.'.join(rest)}"


def _is_not_suffix(segment):
    return not any(segment.startswith(prefix) for prefix in ("dev", "a", "b", "rc", "post"))


class Specifier:
    _regex = re.compile(r"^\s*(~=|==|!=|<=|>=|<|>)\s*([^\s;)]+)\s*$")
    _operators = {"~=": "compatible", "==": "equal", "!=": "not_equal", "<=": "less_than_equal",
                  ">=": "greater_than_equal", "<": "less_than", ">": "greater_than"}

    def __init__(self, spec=""):
        match = self._regex.search(spec)
        if not match:
            raise ValueError(f"Invalid specifier: {spec!r}")
        self.operator, self.version = match.groups()

    def _get_operator(self, op):
        return getattr(self, f"_compare_{self._operators[op]}")

    def _compare_compatible(self, prospective, spec):
        # Compatible releases have an equivalent combination of >= and ==.
        # ~=2.2 is equivalent to >=2.2,==2.*.
        prefix = _version_join(list(itertools.takewhile(_is_not_suffix, _version_split(spec)))[:-2])
        prefix += ".*"
        return self._get_operator(">=")(prospective, spec) and self._get_operator("==")(prospective, prefix)

    def _compare_equal(self, prospective, spec):
        if spec.endswith(".*"):
            split_spec = _version_split(spec[:-2])
            split_prospective = _version_split(prospective.public)
            split_prospective += ["0"] * (len(split_spec) - len(split_prospective))
            return split_prospective[: len(split_spec)] == split_spec
        return prospective == Version(spec)

    def _compare_not_equal(self, prospective, spec):
        return not self._compare_equal(prospective, spec)

    def _compare_less_than_equal(self, prospective, spec):
        return prospective <= Version(spec)

    def _compare_greater_than_equal(self, prospective, spec):
        return Version(spec) <= prospective

    def _compare_less_than(self, prospective, spec):
        return prospective < Version(spec)

    def _compare_greater_than(self, prospective, spec):
        return Version(spec) < prospective

    def contains(self, item, prereleases=False):
        item = item if isinstance(item, Version) else Version(item)
        if item.is_prerelease and not prereleases:
            return False
        return self._get_operator(self.operator)(item, self.version)

    def __contains__(self, item):
        return self.contains(item)
