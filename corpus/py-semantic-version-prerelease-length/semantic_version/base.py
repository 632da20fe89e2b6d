import functools
import re


def _to_int(value):
    try:
        return int(value), True
    except ValueError:
        return value, False


def base_cmp(x, y):
    if x == y:
        return 0
    elif x > y:
        return 1
    return -1


def identifier_cmp(a, b):
    """Compare two identifier (for pre-release/build components)."""
    a_cmp, a_is_int = _to_int(a)
    b_cmp, b_is_int = _to_int(b)
    if a_is_int and b_is_int:
        # Numeric identifiers are compared as integers
        return base_cmp(a_cmp, b_cmp)
    elif a_is_int:
        # Numeric identifiers have lower precedence
        return -1
    elif b_is_int:
        return 1
    else:
        # Non-numeric identifiers are compared lexicographically
        return base_cmp(a_cmp, b_cmp)


def identifier_list_cmp(a, b):
    """Compare two identifier list (pre-release/build components)."""
    identifier_pairs = zip(a, b)
    for id_a, id_b in identifier_pairs:
        cmp_res = identifier_cmp(id_a, id_b)
        if cmp_res != 0:
            return cmp_res
    # alpha1.3 < alpha1.3.1
    return base_cmp(len(b), len(a))


@functools.total_ordering
class Version(object):

    version_re = re.compile(r'^(\d+)\.(\d+)\.(\d+)(?:-([0-9a-zA-Z.-]+))?(?:\+([0-9a-zA-Z.-]+))?$')

    def __init__(self, version_string):
        match = self.version_re.match(version_string)
        if not match:
            raise ValueError('Invalid version string: %r' % version_string)
        major, minor, patch, prerelease, build = match.groups()
        self.major, self.minor, self.patch = int(major), int(minor), int(patch)
        self.prerelease = tuple(prerelease.split('.')) if prerelease else ()
        self.build = tuple(build.split('.')) if build else ()

    def _compare(self, other):
        for field in ('major', 'minor', 'patch'):
            res = base_cmp(getattr(self, field), getattr(other, field))
            if res != 0:
                return res
        # A version without a prerelease has higher precedence: 1.0.0-rc1 < 1.0.0
        if self.prerelease and not other.prerelease:
            return -1
        if other.prerelease and not self.prerelease:
            return 1
        # The build metadata is ignored for precedence.
        return identifier_list_cmp(self.prerelease, other.prerelease)

    def __eq__(self, other):
        return isinstance(other, Version) and self._compare(other) == 0

    def __lt__(self, other):
        return self._compare(other) < 0

    def __str__(self):
        version = '%d.%d.%d' % (self.major, self.minor, self.patch)
        if self.prerelease:
            version += '-' + '.'.join(self.prerelease)
        if self.build:
            version += '+' + '.'.join(self.build)
        return version


def compare(v1, v2):
    return base_cmp(Version(v1), Version(v2))


def validate(version_string):
    try:
        Version(version_string)
        return True
    except ValueError:
        return False
