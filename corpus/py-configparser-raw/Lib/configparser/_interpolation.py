import re


class Error(Exception):
    """Base class for ConfigParser exceptions."""


class NoSectionError(Error):
    """Raised when no section matches a requested option."""

    def __init__(self, section):
        Error.__init__(self, 'No section: %r' % (section,))
        self.section = section


class NoOptionError(Error):
    """A requested option was not found."""

    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option, self.section = option, section


class InterpolationError(Error):
    """Base class for interpolation-related exceptions."""


class InterpolationMissingOptionError(InterpolationError):
    """A string substitution required a setting which was not available."""

    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains "
               "an interpolation key {!r} which is not a valid option name. "
               "Raw value: {!r}".format(option, section, reference, rawval))
        InterpolationError.__init__(self, msg)
        self.reference = reference


class Interpolation:
    """Dummy interpolation that passes the value through with no changes."""

    def before_get(self, parser, section, option, value, defaults):
        return value


class BasicInterpolation(Interpolation):
    """Interpolation as implemented in the classic ConfigParser: values can
    contain format strings which refer to other values in the same section,
    or values in the special default section. '%%' is a literal '%'."""

    _KEYCRE = re.compile(r"%\(([^)]+)\)s")

    def before_get(self, parser, section, option, value, defaults):
        accum = []
        self._interpolate_some(parser, option, accum, value, section, defaults, 1)
        return ''.join(accum)

    def _interpolate_some(self, parser, option, accum, rest, section, map, depth):
        rawval = rest
        while rest:
            p = rest.find("%")
            if p < 0:
                accum.append(rest)
                return
            accum.append(rest[:p])
            rest = rest[p:]
            if rest[1:2] == "%":
                accum.append("%")
                rest = rest[2:]
                continue
            m = self._KEYCRE.match(rest)
            if m is None:
                raise InterpolationError("bad interpolation variable reference %r" % rest)
            var = parser.optionxform(m.group(1))
            rest = rest[m.end():]
            try:
                v = map[var]
            except KeyError:
                raise InterpolationMissingOptionError(option, section, rawval, var) from None
            self._interpolate_some(parser, option, accum, v, section, map, depth + 1)
