from collections import ChainMap as _ChainMap

from ._interpolation import BasicInterpolation, NoOptionError, NoSectionError

DEFAULTSECT = "DEFAULT"
_UNSET = object()


class ConfigParser:
    """ConfigParser implementing interpolation (reduced)."""

    def __init__(self, interpolation=None, default_section=DEFAULTSECT):
        self._interpolation = interpolation or BasicInterpolation()
        self.default_section = default_section
        self._defaults, self._sections = {}, {}

    def optionxform(self, optionstr):
        return optionstr.lower()

    def read_string(self, string):
        cursect = None
        for line in string.splitlines():
            value = line.strip()
            if not value or value[0] in "#;":
                continue
            if value.startswith("[") and value.endswith("]"):
                name = value[1:-1]
                cursect = self._defaults if name == self.default_section else self._sections.setdefault(name, {})
                continue
            key, _, val = value.replace(":", "=", 1).partition("=")
            cursect[self.optionxform(key.strip())] = val.strip()

    def sections(self):
        return list(self._sections)

    def _unify_values(self, section, vars):
        """Create a sequence of lookups with 'vars' taking priority over
        the 'section' which takes priority over the DEFAULTSECT."""
        try:
            sectiondict = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
            sectiondict = {}
        vardict = {self.optionxform(k): str(v) for k, v in (vars or {}).items()}
        return _ChainMap(vardict, sectiondict, self._defaults)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """Get an option value for a given section.

        All % interpolations are expanded in the return values, unless the
        'raw' argument is true.
        """
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = d[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            return fallback
        if value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def getint(self, section, option, **kwargs):
        return int(self.get(section, option, **kwargs))

    def items(self, section, raw=False):
        d = _ChainMap(self._sections[section], self._defaults)
        if raw:
            return [(option, d[option]) for option in d]
        return [(option, self._interpolation.before_get(self, section, option, d[option], d))
                for option in d]
